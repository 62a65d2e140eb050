-- Quire's manuscript filter for pandoc: nothing live and nothing fetched in an export,
-- typographic quotes for the project's language, the scene separator centred, and a plain
-- title page for Markdown and plain-text exports.
--
-- Quire writes a prelude above this file for each export, setting:
--   QUOTES       four strings: open and close double quotes, open and close single ones,
--                or nil when pandoc's own (English) quotes are right
--   SCENE_STYLE  the separator's paragraph style in DOCX and ODT
--   TITLE_PAGE   true when a Markdown or plain-text export starts with a title page
-- Only the functions an export needs are returned, so that pandoc hands the filter as
-- little of the book as it can.

-- Nothing live, nothing fetched: of the attributes a writer's Markdown can give an element
-- ({onclick=…}, {style=…}), only the language and the writing direction stay (its
-- identifier and classes run nothing); a link keeps its text, and its target only when that
-- is a web or mail address or a place in the book; images are left out.
local KEPT_ATTRIBUTES = { lang = true, dir = true }
local SAFE_TARGETS = { "http://", "https://", "mailto:", "#" }

local function inert(el)
  local kept = {}
  for key, value in pairs(el.attributes) do
    if KEPT_ATTRIBUTES[key] then
      kept[key] = value
    end
  end
  el.attributes = kept
  return el
end

local function safe_target(target)
  -- as a browser reads it: control characters and spaces inside a scheme count for nothing
  local squeezed = target:gsub("[%z\1-\32\127]", ""):lower()
  for _, start in ipairs(SAFE_TARGETS) do
    if squeezed:sub(1, #start) == start then
      return true
    end
  end
  return false
end

local function link(el)
  if not safe_target(el.target) then
    return el.content
  end
  return inert(el)
end

local function no_image()
  return {}
end

local function quoted(el)
  local open, close = QUOTES[1], QUOTES[2]
  if el.quotetype == "SingleQuote" then
    open, close = QUOTES[3], QUOTES[4]
  end
  local out = pandoc.List({ pandoc.Str(open) })
  out:extend(el.content)
  out:insert(pandoc.Str(close))
  return out
end

local function scene_break(el)
  if not el.classes:includes("scene-break") then
    return nil
  end
  if FORMAT:match("docx") or FORMAT:match("odt") or FORMAT:match("opendocument") then
    el.attributes["custom-style"] = SCENE_STYLE
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

local function title_page(doc)
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

local elements = {
  Div = function(el) return scene_break(inert(el)) end,
  Span = inert,
  Header = inert,
  Code = inert,
  CodeBlock = inert,
  Table = inert,
  Figure = inert,
  Link = link,
  Image = no_image,
}
if QUOTES ~= nil then
  elements.Quoted = quoted
end
local passes = { elements }
if TITLE_PAGE then
  passes[#passes + 1] = { Pandoc = title_page }
end
return passes
