-- The site's navigation in a scratch buffer (Neovim 0.7 or newer), from docs-lsp's docsLsp/navigationTree request:
-- tabs, groups and pages as the sidebar shows them, with method badges, tags and problem counts. <CR> on a page
-- opens its file, on an endpoint its operation in the spec. Use: require('docs-lsp-navigation').show() in a buffer
-- that docs-lsp is attached to (docs.json or a page), e.g. vim.keymap.set('n', '<leader>dn', ...).
local M = {}

local function docs_lsp_client(buf)
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    if client.name == 'docs-lsp' then return client end
  end
end

local function line_of(node, depth)
  local notes = {}
  for _, note in ipairs({ node.method or false, node.tag or false, node.hidden and 'hidden' or false,
    node.generated and 'generated' or false }) do
    if note then table.insert(notes, note) end
  end
  if (node.errors or 0) > 0 then table.insert(notes, node.errors .. ' error(s)') end
  if (node.warnings or 0) > 0 then table.insert(notes, node.warnings .. ' warning(s)') end
  local label = string.rep('  ', depth) .. node.label:gsub('[%c]', ' ')
  return #notes > 0 and (label .. '  [' .. table.concat(notes, ', ') .. ']') or label
end

local function open_target(target)
  vim.cmd('wincmd p')
  vim.cmd('edit ' .. vim.fn.fnameescape(target.file))
  if target.line then vim.api.nvim_win_set_cursor(0, { target.line + 1, 0 }) end
end

function M.show()
  local source = vim.api.nvim_get_current_buf()
  local client = docs_lsp_client(source)
  if not client then return vim.notify('docs-lsp is not attached to this buffer', vim.log.levels.WARN) end
  client.request('docsLsp/navigationTree', { uri = vim.uri_from_bufnr(source) }, function(err, result)
    if err or not result then return vim.notify('docsLsp/navigationTree: ' .. vim.inspect(err), vim.log.levels.ERROR) end
    local lines, targets = {}, {}
    local function walk(root, nodes, depth)
      for _, node in ipairs(nodes) do
        table.insert(lines, line_of(node, depth))
        if node.file then
          targets[#lines] = { file = vim.uri_to_fname(root.uri) .. '/' .. node.file }
        elseif node.operation then
          targets[#lines] = { file = vim.uri_to_fname(node.operation.uri), line = node.operation.range.start.line }
        end
        walk(root, node.children or {}, depth + 1)
      end
    end
    for _, root in ipairs(result.roots) do walk(root, root.children, 0) end
    local buf = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
    vim.bo[buf].modifiable = false
    vim.bo[buf].filetype = 'docs-navigation'
    vim.cmd('vsplit')
    vim.api.nvim_win_set_buf(0, buf)
    vim.keymap.set('n', '<CR>', function()
      local target = targets[vim.api.nvim_win_get_cursor(0)[1]]
      if target then open_target(target) end
    end, { buffer = buf })
  end, source)
end

return M
