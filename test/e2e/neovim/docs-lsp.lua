-- docs-lsp in Neovim 0.7 or newer (the README's configuration; test/e2e/neovim.e2e.ts runs it in Neovim 0.7.2).
-- Starts `docs-lsp --stdio` for docs.json, MDX and Markdown files, one client per docs root (the folder of the
-- nearest docs.json above the file). Use: require('docs-lsp').setup({ cmd = { 'docs-lsp', '--stdio' } })
local M = {}

function M.setup(opts)
  opts = opts or {}
  local clients = {}
  -- Neovim 0.7 does not know .mdx (and its vim.filetype.add is only read with g:do_filetype_lua set)
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, { pattern = '*.mdx', command = 'setfiletype mdx' })
  vim.api.nvim_create_autocmd('FileType', {
    pattern = { 'json', 'mdx', 'markdown' },
    callback = function(args)
      local file = vim.api.nvim_buf_get_name(args.buf)
      if vim.bo[args.buf].filetype == 'json' and vim.fn.fnamemodify(file, ':t') ~= 'docs.json' then return end
      local docs_json = vim.fn.findfile('docs.json', vim.fn.fnamemodify(file, ':p:h') .. ';')
      if docs_json == '' then return end
      local root = vim.fn.fnamemodify(docs_json, ':p:h')
      clients[root] = clients[root] or vim.lsp.start_client({
        name = 'docs-lsp',
        cmd = opts.cmd or { 'docs-lsp', '--stdio' },
        root_dir = root,
        init_options = opts.settings, -- the docsLsp settings, e.g. { rules = { ['page-not-in-navigation'] = 'off' } }
        handlers = opts.handlers,
      })
      vim.lsp.buf_attach_client(args.buf, clients[root])
    end,
  })
end

return M
