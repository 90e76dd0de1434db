// What the browser scripts share: Debian's chromium started as this machine allows (headless, no
// sandbox as root, none of its own network traffic), and records printed one a line, tab-separated.
"use strict";
const { chromium } = require("playwright-core");

function out(...fields) {
  console.log(fields.map((f) => String(f).replace(/[\t\n]/g, " ")).join("\t"));
}

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    timeout: 10 * 60 * 1000,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

module.exports = { out, launch };
