-- Quire's manuscript filter for pandoc: typographic quotes for the project's language, the
-- writer's own headings shifted below the manuscript's, the scene separator centred, and a
-- plain title page for Markdown and plain-text exports.
--
-- Reads from the metadata (set by Quire, removed before writing):
--   quire-quotes      four strings: open and close double quotes, open and close single
--   quire-title-page  true when Markdown and plain text get a title page
--   quire-scene-style the paragraph style of the separator in DOCX and ODT

local quotes = { "“", "”", "‘", "’" }
local title_page = false
local scene_style = nil

local function read_meta(meta)
  local marks = meta["quire-quotes"]
  if marks ~= nil then
    for i = 1, 4 do
      if marks[i] ~= nil then
        quotes[i] = pandoc.utils.stringify(marks[i])
      end
    end
  end
  title_page = meta["quire-title-page"] == true
  if meta["quire-scene-style"] ~= nil then
    scene_style = pandoc.utils.stringify(meta["quire-scene-style"])
  end
  meta["quire-quotes"] = nil
  meta["quire-title-page"] = nil
  meta["quire-scene-style"] = nil
  return meta
end

local function quoted(el)
  local open, close = quotes[1], quotes[2]
  if el.quotetype == "SingleQuote" then
    open, close = quotes[3], quotes[4]
  end
  local out = pandoc.List({ pandoc.Str(open) })
  out:extend(el.content)
  out:insert(pandoc.Str(close))
  return out
end

local function div(el)
  if el.classes:includes("quire-doc") then
    local shift = tonumber(el.attributes["shift"]) or 0
    if shift > 0 then
      el = el:walk({
        Header = function(h)
          h.level = math.min(h.level + shift, 6)
          return h
        end,
      })
    end
    return el.content
  end
  if el.classes:includes("scene-break") then
    if FORMAT:match("docx") or FORMAT:match("odt") or FORMAT:match("opendocument") then
      if scene_style ~= nil then
        el.attributes["custom-style"] = scene_style
      end
      el.classes = pandoc.List({})
      return el
    end
    if FORMAT:match("html") or FORMAT:match("epub") then
      -- an attribute, not a stylesheet: pandoc's sandbox reads no stylesheet files, and an
      -- EPUB's chapters do not get the header includes
      el.attributes["style"] = "text-align: center; text-indent: 0; margin: 1em 0"
      return el
    end
    return el.content
  end
  return nil
end

local function document(doc)
  if not title_page then
    return doc
  end
  local meta = doc.meta
  local front = pandoc.List({})
  if meta.title ~= nil then
    front:insert(pandoc.Para({ pandoc.Strong(pandoc.utils.stringify(meta.title)) }))
  end
  if meta.subtitle ~= nil then
    front:insert(pandoc.Para({ pandoc.Emph(pandoc.utils.stringify(meta.subtitle)) }))
  end
  if meta.author ~= nil then
    front:insert(pandoc.Para({ pandoc.Str(pandoc.utils.stringify(meta.author)) }))
  end
  if #front > 0 then
    front:insert(pandoc.HorizontalRule())
  end
  front:extend(doc.blocks)
  doc.blocks = front
  return doc
end

return {
  { Meta = read_meta },
  { Quoted = quoted, Div = div },
  { Pandoc = document },
}
