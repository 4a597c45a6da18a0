-- Neovim's own LSP client against `postmortem-editor lsp`: open a draft, compare the
-- diagnostics with `lint --format json`, apply a quick fix, a disable comment and a
-- dictionary word through code actions, write the buffers. Failures go to PM_RESULT.
local bin, draft, result = os.getenv('PM_BIN'), os.getenv('PM_DRAFT'), os.getenv('PM_RESULT')
local failures = {}
local function fail(msg) table.insert(failures, msg) end
local function finish()
  local f = io.open(result, 'w')
  f:write(#failures == 0 and 'ok\n' or table.concat(failures, '\n') .. '\n')
  f:close()
  vim.cmd('qa!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(draft))
local buf = vim.api.nvim_get_current_buf()
local published
local client = vim.lsp.start_client({
  cmd = { bin, 'lsp' },
  name = 'postmortem-editor',
  root_dir = vim.fn.fnamemodify(draft, ':h'),
  flags = { debounce_text_changes = 0 },
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
      published = params
      vim.lsp.diagnostic.on_publish_diagnostics(err, params, ctx, config)
    end,
  },
})
vim.lsp.buf_attach_client(buf, client)

local function wait_for(what, pred)
  if not vim.wait(60000, function() return published ~= nil and pred(published.diagnostics) end, 20) then
    fail('timed out waiting for ' .. what)
    finish()
  end
end
local function line_text(l) return vim.api.nvim_buf_get_lines(buf, l, l + 1, false)[1] or '' end
local function find(diags, code, needle)
  for _, d in ipairs(diags) do
    local s = d.range.start
    local text = line_text(s.line)
    local byte = vim.str_byteindex(text, s.character, true)
    if d.code == code and text:sub(byte + 1, byte + #needle) == needle then return d end
  end
end
local function apply(d, title, range)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = range or d.range,
    context = { diagnostics = d and { d } or {} },
  }
  local answers = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 30000) or {}
  for _, answer in pairs(answers) do
    for _, action in ipairs(answer.result or {}) do
      if action.title:sub(1, #title) == title then
        vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
        return true
      end
    end
  end
  fail('no code action "' .. title .. '"')
  return false
end

wait_for('the first diagnostics', function(diags) return #diags > 0 end)

-- The same findings at the same places as `lint --format json`.
local lint = vim.fn.json_decode(vim.fn.system({ bin, 'lint', '--format', 'json', draft }))
local own = {}
for _, d in ipairs(published.diagnostics) do
  if not d.code:match('^gate%-') then table.insert(own, d) end
end
if #own ~= #lint then fail(('%d diagnostics, lint has %d'):format(#own, #lint)) end
for i, item in ipairs(lint) do
  local d = own[i]
  if d then
    local text = line_text(item.line - 1)
    local byte = vim.str_byteindex(text, item.column - 1)
    local _, utf16 = vim.str_utfindex(text, byte)
    if d.code ~= item.rule or d.range.start.line ~= item.line - 1 or d.range.start.character ~= utf16 then
      fail(('finding %d: %s %d:%d, lint says %s %d:%d'):format(i, d.code, d.range.start.line,
        d.range.start.character, item.rule, item.line - 1, utf16))
    end
  end
end

-- The quick fix: delete the hedge "probably".
local probably = find(published.diagnostics, 'hedging', 'probably')
if not probably then fail('no hedging diagnostic on "probably"') finish() end
local hedge_line = probably.range.start.line
apply(probably, 'Fix: delete')
wait_for('the fix to be checked', function(diags) return find(diags, 'hedging', 'probably') == nil end)

-- The disable comment: "We think" stays, its line says so.
local think = find(published.diagnostics, 'hedging', 'We think')
if not think then fail('no hedging diagnostic on "We think"') finish() end
apply(think, 'Disable hedging for this line')
wait_for('the disable comment to be read', function(diags)
  for _, d in ipairs(diags) do
    if d.code == 'hedging' and d.range.start.line == hedge_line then return false end
  end
  return true
end)

-- The project's word list: a new file, created through the workspace edit.
local words_line
for l = 0, vim.api.nvim_buf_line_count(buf) - 1 do
  if line_text(l):find('upload-svc', 1, true) then words_line = l break end
end
local at = vim.str_utfindex(line_text(words_line), line_text(words_line):find('upload-svc', 1, true) + 2)
apply(nil, 'Add “upload-svc” to the project dictionary',
  { start = { line = words_line, character = at }, ['end'] = { line = words_line, character = at } })

vim.cmd('silent wall')
finish()
