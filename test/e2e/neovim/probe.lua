-- Headless Neovim as an LSP client, driven by a plan (JSON, path in $DOCS_LSP_PROBE_PLAN): sets up docs-lsp with the
-- README's configuration, opens `plan.file`, waits for its diagnostics, sends each request of `plan.requests` at its
-- position and writes everything as JSON to `plan.output`. The Node side (neovim.e2e.ts) asserts on that file.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv('DOCS_LSP_PROBE_PLAN')), '\n'))
local report = { published = {}, responses = {} }

local function finish(err)
  report.error = err
  vim.fn.writefile({ vim.fn.json_encode(report) }, plan.output)
  vim.cmd('qall!')
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
  vim.cmd('edit ' .. vim.fn.fnameescape(plan.file))
  local buf = vim.api.nvim_get_current_buf()
  if not vim.wait(plan.timeout, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
    error('no diagnostics within ' .. plan.timeout .. ' ms')
  end
  report.shown = #vim.diagnostic.get(buf)
  for _, request in ipairs(plan.requests) do
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = request.position }
    local responses, request_err = vim.lsp.buf_request_sync(buf, request.method, params, plan.timeout)
    if not responses then error(request.method .. ': ' .. tostring(request_err)) end
    local _, response = next(responses)
    report.responses[request.name] = response and (response.result or { error = response.err }) or vim.NIL
  end
end)
finish(not ok and tostring(err) or nil)
