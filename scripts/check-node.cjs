// Runs before install and start: stop with one clear line on a Node.js that React Router 8 cannot run on.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(`This project needs Node.js 22.22 or newer (Node 24 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}
