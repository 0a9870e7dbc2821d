-- Headless Neovim as an LSP client, driven by a plan (JSON, path in $DOCS_LSP_PROBE_PLAN): sets up docs-lsp with the
-- README's configuration, then opens each of `plan.files` in turn (waiting for its diagnostics where it has some),
-- sends the file's requests at their positions, renames `plan.rename` (if any) with the server's edits, and writes
-- everything as JSON to `plan.output`. The Node side (neovim.e2e.ts, neovimPages.e2e.ts) asserts on that file.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv('DOCS_LSP_PROBE_PLAN')), '\n'))
local report = { published = {}, shown = {}, responses = {} }

local function finish(err)
  report.error = err
  vim.fn.writefile({ vim.fn.json_encode(report) }, plan.output)
  vim.cmd('qall!')
end

local function answered(result)
  return result ~= nil and result ~= vim.NIL and not (type(result) == 'table' and result.items and #result.items == 0)
end

-- Sends one request; with `request.retry`, again every 50 ms until it has an answer (a server that indexes a spec
-- off its request thread answers "nothing yet" at first, as it should), at most plan.timeout ms in all.
local function send(buf, request, params)
  local deadline = vim.loop.now() + plan.timeout
  while true do
    local responses, err = vim.lsp.buf_request_sync(buf, request.method, params, plan.timeout)
    if not responses then error(request.method .. ': ' .. tostring(err)) end
    local _, response = next(responses)
    local result = response and (response.result or (response.err and { error = response.err }))
    if answered(result) or not request.retry or vim.loop.now() > deadline then return result or vim.NIL end
    vim.wait(50)
  end
end

local function probe(entry)
  vim.cmd('edit ' .. vim.fn.fnameescape(entry.file))
  local buf = vim.api.nvim_get_current_buf()
  if entry.diagnostics and not vim.wait(plan.timeout, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
    error('no diagnostics for ' .. entry.file .. ' within ' .. plan.timeout .. ' ms')
  end
  report.shown[entry.name] = #vim.diagnostic.get(buf)
  report.responses[entry.name] = {}
  for _, request in ipairs(entry.requests) do
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = request.position }
    if request.method == 'textDocument/codeAction' then
      -- the quick fixes at the position, for the diagnostics published on its line (as `vim.lsp.buf.code_action`)
      local line = {}
      for _, published in ipairs(report.published) do
        if published.uri == params.textDocument.uri then line = {} for _, d in ipairs(published.diagnostics) do
          if d.range.start.line == request.position.line then table.insert(line, d) end
        end end
      end
      params = {
        textDocument = params.textDocument,
        range = { start = request.position, ['end'] = request.position },
        context = { diagnostics = line },
      }
    end
    report.responses[entry.name][request.name] = send(buf, request, params)
  end
end

local ok, err = pcall(function()
  local on_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
  dofile(plan.config).setup({
    cmd = plan.cmd,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(e, result, ctx, config)
        table.insert(report.published, result)
        return on_publish(e, result, ctx, config)
      end,
    },
  })
  for _, entry in ipairs(plan.files) do probe(entry) end
  if plan.rename then
    -- what a file explorer with LSP file operations does (Neovim 0.7 has none built in): asks the server for the
    -- edits that follow the rename (workspace/willRenameFiles), applies and saves them, then moves the folder
    local params = {
      files = { { oldUri = vim.uri_from_fname(plan.rename.from), newUri = vim.uri_from_fname(plan.rename.to) } },
    }
    local responses = vim.lsp.buf_request_sync(0, 'workspace/willRenameFiles', params, plan.timeout)
    local _, response = next(responses or {})
    if not response or not response.result or response.result == vim.NIL then
      error('no edits for the rename: ' .. vim.inspect(response))
    end
    vim.lsp.util.apply_workspace_edit(response.result, 'utf-16')
    vim.cmd('silent wall')
    assert(vim.loop.fs_rename(plan.rename.from, plan.rename.to))
    report.renamed = response.result
  end
  if plan.navigation then
    -- the README's navigation snippet, from the first file's buffer; <CR> on a page line opens its file
    vim.cmd('edit ' .. vim.fn.fnameescape(plan.files[1].file))
    dofile(plan.navigation.snippet).show()
    local shown = vim.wait(plan.timeout, function() return vim.bo.filetype == 'docs-navigation' end, 20)
    if not shown then error('no navigation buffer within ' .. plan.timeout .. ' ms') end
    report.navigation = vim.api.nvim_buf_get_lines(0, 0, -1, false)
    for number, line in ipairs(report.navigation) do
      if line:match(plan.navigation.open) then
        vim.api.nvim_win_set_cursor(0, { number, 0 })
        vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('<CR>', true, false, true), 'x', false)
        report.opened = vim.api.nvim_buf_get_name(0)
        break
      end
    end
  end
end)
finish(not ok and tostring(err) or nil)
