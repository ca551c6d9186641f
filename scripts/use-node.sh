# Puts the Node.js this project needs first on PATH, in the current shell:
#
#   . scripts/use-node.sh        (or: source scripts/use-node.sh)
#
# The major version is .nvmrc's (the floor package.json's `engines` sets). When the shell's
# `node` is older, the npm registry's `node` package of that major (a real Node binary) is
# installed once under ~/.cache/product-search and put first on PATH. NODE_MAJOR=26 picks
# another major, as CI does for its second pass.
# bash knows where a sourced file is; other shells source it from the repository root.
_use_node_root="$(cd "$(dirname "${BASH_SOURCE:-scripts/use-node.sh}")/.." && pwd)"
_use_node_major="${NODE_MAJOR:-$(tr -dc '0-9' <"$_use_node_root/.nvmrc")}"
_use_node_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
# Without NODE_MAJOR a newer Node is kept; with it, exactly that major.
# (if-statements, not `[ … ] && …`: a false test must not end a caller running under `set -e`.)
_use_node_switch=""
if [ -n "${NODE_MAJOR:-}" ]; then
  if [ "$_use_node_have" != "$_use_node_major" ]; then _use_node_switch=yes; fi
elif [ "$_use_node_have" -lt "$_use_node_major" ]; then
  _use_node_switch=yes
fi
if [ -n "$_use_node_switch" ]; then
  _use_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/product-search/node$_use_node_major"
  if [ ! -x "$_use_node_dir/node_modules/node/bin/node" ]; then
    echo "Installing Node.js $_use_node_major from the npm registry into $_use_node_dir" >&2
    npm install --prefix "$_use_node_dir" --no-save --no-audit --no-fund --loglevel=error \
      "node@$_use_node_major" >&2
  fi
  PATH="$_use_node_dir/node_modules/node/bin:$PATH"
  export PATH
fi
echo "Node.js $(node --version) at $(command -v node)" >&2
unset _use_node_root _use_node_major _use_node_have _use_node_switch _use_node_dir
