#!/usr/bin/env bash
# Resolves a git merge's conflicts in translations/*.ts: both sides' finished translations are
# kept. Run from the repository root while the merge is stopped on the conflicts:
#   bash translations/resolve-merge.sh && git commit
# It takes this branch's files, lets lupdate bring them in step with the merged code, then fills
# every entry still unfinished from the other side's (and this side's) finished translations, and
# takes the translations the other side reworded since the merge base.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for lang in es de fr nb en; do
  file=translations/quire_$lang.ts
  git show ":2:$file" >"$tmp/ours_$lang.ts" 2>/dev/null || git show "HEAD:$file" >"$tmp/ours_$lang.ts"
  git show ":3:$file" >"$tmp/theirs_$lang.ts" 2>/dev/null || git show "MERGE_HEAD:$file" >"$tmp/theirs_$lang.ts"
  git show "$(git merge-base HEAD MERGE_HEAD):$file" >"$tmp/base_$lang.ts"
  cp "$tmp/ours_$lang.ts" "$file"
done
make --no-print-directory translations >/dev/null
for lang in es de fr nb en; do
  .venv/bin/python translations/fill.py keep "$lang" "$tmp/ours_$lang.ts" "$tmp/theirs_$lang.ts"
  .venv/bin/python translations/fill.py three-way "$lang" "$tmp/base_$lang.ts" "$tmp/ours_$lang.ts" "$tmp/theirs_$lang.ts"
done
make --no-print-directory translations  # lupdate's own layout again, and the status
git add translations/quire_*.ts
