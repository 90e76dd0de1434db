// Opens a report page in Debian's chromium and drives the animated cube of its first solved cube,
// printing what the player shows, one tab-separated record a line, for ReportBrowserTest to check
// against the cube model:
//   cube   N  scramble  solution           (each solved cube: its solution as the step-through lists it)
//   shows  LABEL  step  position  facelets  N
//                                           (after each action: the step cube N's player rests at,
//                                            the step-through's "Move i of n", and the 54 stickers of
//                                            the 2D view as a facelet string, read off a screenshot)
//   active N  M                             (the cube the keys step, after a view of cube M is pressed)
//   address HASH  played  writes            (after a link clicked while playing: the address, the
//                                            moves played before the click, the address writes since play)
//   nothing-to-play  hidden  moves          (a cube solved in no moves: its play button)
//   slow-view  view  net-shown              (views pressed while the player loads: the one shown)
//   three  LABEL  colours                   (the 3D view: how many of the six sticker colours its
//                                            screenshot shows)
//   offline  note  net-shown  pressed       (a second page that cannot reach cdn.cubing.net)
//   request PHASE URL / served URL / error MESSAGE
//
// The player is cubing.js's <twisty-player>, which the page imports from cdn.cubing.net when the
// reader asks for it. Here that address is answered with cubing.js from npm (installed beside
// playwright-core by .ci/run), bundled by esbuild into the one module the CDN serves; nothing is
// fetched from the network. The player's shadow roots are opened so that the stickers can be found.
//
// Usage: node check-player.js PAGE.html SCREENSHOT_DIR [each]
//   each: jump to every step of the solution in turn (a "shows" record each), instead of the
//         tour of buttons, keys, a link and playing.
"use strict";
const path = require("path");
const esbuild = require("esbuild");
const { out, launch } = require("./common.js");

const TWISTY_MODULE = "https://cdn.cubing.net/v0/js/cubing/twisty";
// the colour scheme cubing.js draws with, by the face whose centre has it on a solved cube
const SCHEME = { U: [255, 255, 255], R: [255, 0, 0], F: [0, 200, 0], D: [255, 255, 0], L: [255, 140, 0], B: [20, 90, 255] };

function twistyBundle() {
  const built = esbuild.buildSync({ stdin: { contents: "export * from \"cubing/twisty\";", resolveDir: __dirname },
    bundle: true, format: "esm", write: false, logLevel: "silent" });
  return built.outputFiles[0].text;
}

function nearestFace([r, g, b]) {
  let best = "?";
  let bestDistance = Infinity;
  for (const [face, [fr, fg, fb]] of Object.entries(SCHEME)) {
    const d = (r - fr) ** 2 + (g - fg) ** 2 + (b - fb) ** 2;
    if (d < bestDistance) {
      best = face;
      bestDistance = d;
    }
  }
  return best;
}

/** Pixels of a PNG at the given points, decoded by the browser itself. */
async function pixels(page, png, points) {
  return page.evaluate(async ([b64, pts]) => {
    const blob = await (await fetch("data:image/png;base64," + b64)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext("2d");
    g.drawImage(bitmap, 0, 0);
    return pts.map(([x, y]) => Array.from(g.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)));
  }, [png.toString("base64"), points]);
}

/** Groups coordinates that differ by less than a few pixels; the groups' indices, in order. */
function ranks(values) {
  const sorted = [...new Set(values.map(Math.round))].sort((a, b) => a - b);
  const groups = [];
  for (const v of sorted) {
    if (groups.length === 0 || v - groups[groups.length - 1] > 4) {
      groups.push(v);
    }
  }
  return (v) => groups.findIndex((g) => Math.abs(Math.round(v) - g) <= 4);
}

/**
 * The 2D view's 54 stickers as a facelet string (URFDLB, as the model writes one): each sticker's
 * place in the net (twelve columns, nine rows) gives its facelet, its colour on a screenshot its face.
 */
async function shownFacelets(page, twisty) {
  const centres = await twisty.evaluate((t) => {
    const box = t.getBoundingClientRect();
    const found = new Map();
    (function walk(root) {
      root.querySelectorAll("*").forEach((e) => {
        if (e.shadowRoot) {
          walk(e.shadowRoot);
        }
      });
      root.querySelectorAll("use[id]").forEach((u) => {
        if (/^(CORNERS|EDGES|CENTERS)-l[0-9]+-o[0-9]+$/.test(u.id)) {
          const b = u.getBoundingClientRect();
          const x = b.x + b.width / 2 - box.x;
          const y = b.y + b.height / 2 - box.y;
          found.set(Math.round(x) + "," + Math.round(y), [x, y]);
        }
      });
    })(t.shadowRoot);
    return Array.from(found.values());
  });
  if (centres.length !== 54) {
    return "stickers:" + centres.length;
  }
  const column = ranks(centres.map((c) => c[0]));
  const row = ranks(centres.map((c) => c[1]));
  const colours = await pixels(page, await twisty.screenshot(), centres);
  const facelets = new Array(54).fill("?");
  centres.forEach(([x, y], i) => {
    const c = column(x);
    const r = row(y);
    const face = Math.floor(r / 3) === 0 ? "U" : Math.floor(r / 3) === 2 ? "D" : "LFRB"[Math.floor(c / 3)];
    const base = { U: 0, R: 9, F: 18, D: 27, L: 36, B: 45 }[face];
    facelets[base + (r % 3) * 3 + (c % 3)] = nearestFace(colours[i]);
  });
  return facelets.join("");
}

/** The step the player rests at (the page's data-shows), once it rests at `step`. */
async function waitShows(page, player, step) {
  await player.locator(".twisty").evaluate((slot, s) => new Promise((resolve) => {
    const check = () => (slot.dataset.shows === s ? resolve() : requestAnimationFrame(check));
    check();
  }), String(step));
}

/**
 * What the 2D view shows once it has drawn the cube at `step`: the player draws a moment after its
 * time is set (and its first drawing is blank), so the stickers are read until they show a whole
 * cube, nine of each colour, twice running.
 */
async function settledFacelets(page, player, step) {
  await waitShows(page, player, step);
  let last = "";
  for (;;) {
    const now = await shownFacelets(page, player.locator("twisty-player"));
    const whole = [..."URFDLB"].every((f) => now.split(f).length - 1 === 9);
    if (whole && now === last) {
      return now;
    }
    last = now;
  }
}

async function record(page, player, label, step) {
  const facelets = await settledFacelets(page, player, step);
  out("shows", label, await player.locator(".twisty").getAttribute("data-shows"),
    await player.locator(".position").textContent(), facelets, await player.getAttribute("data-cube"));
}

/** The step the step-through shows, from its "Move i of n". */
async function position(player) {
  return Number(/^Move ([0-9]+) of/.exec(await player.locator(".position").textContent())[1]);
}

async function colourCount(page, twisty) {
  const box = await twisty.boundingBox();
  const points = [];
  for (let x = 4; x < box.width; x += 6) {
    for (let y = 4; y < box.height; y += 6) {
      points.push([x, y]);
    }
  }
  const colours = await pixels(page, await twisty.screenshot(), points);
  const seen = new Set();
  for (const c of colours) {
    const face = nearestFace(c);
    const [fr, fg, fb] = SCHEME[face];
    // a sticker's own colour, lit or shaded a little; the page's white background is not counted
    if (face !== "U" && Math.abs(c[0] - fr) + Math.abs(c[1] - fg) + Math.abs(c[2] - fb) < 90) {
      seen.add(face);
    }
  }
  return seen.size;
}

async function tour(page, player, shots) {
  const moves = await player.locator(".solution .m").count();
  await player.locator(".views button[data-view=\"2D\"]").click();
  await record(page, player, "2D opened", 0);
  await player.locator("button.next").click();
  await record(page, player, "after next", 1);
  await player.screenshot({ path: path.join(shots, "twisty-2d-after-next.png") });
  await page.keyboard.press("ArrowRight");
  await record(page, player, "after arrow right", 2);
  await player.locator("button.prev").click();
  await record(page, player, "after back", 1);
  await player.locator("button.last").click();
  await record(page, player, "after end", moves);
  const from = Math.max(0, moves - 3);
  await player.locator(".solution .m[data-step=\"" + from + "\"]").click();
  await record(page, player, "after clicking move " + from, from);
  await player.locator("button.play").click();
  await record(page, player, "after play", moves);
  out("play-button", await player.locator("button.play").textContent());
  await player.locator("button.first").click();
  await record(page, player, "after start", 0);
  // paused while a move turns: the cube is shown whole, at the step the step-through shows
  await player.locator("button.play").click();
  await player.locator(".position").filter({ hasText: /^Move ([2-9]|[1-9][0-9]+) of/ }).waitFor();
  await player.locator("button.play").click();
  await record(page, player, "after pause", await position(player));
  out("play-button", await player.locator("button.play").textContent());
  await player.locator("button.first").click();
  await record(page, player, "after start again", 0);
  // a link to a move, clicked while the cube plays: the cube stops and opens there, the address says so
  await page.evaluate(() => { window.addressWrites = 0; });
  await player.locator("button.play").click();
  await player.locator(".position").filter({ hasText: /^Move ([3-9]|[1-9][0-9]+) of/ }).waitFor();
  const played = await position(player);
  const cube = await player.getAttribute("data-cube");
  await page.locator("section.cube a.to-step[href=\"#cube-" + cube + "/move-5\"]").first().click();
  await record(page, player, "link clicked while playing", 5);
  out("address", await page.evaluate(() => location.hash), played, await page.evaluate(() => window.addressWrites));
  await player.locator(".views button[data-view=\"3D\"]").click();
  await waitShows(page, player, 5);
  await page.waitForTimeout(300);
  await player.screenshot({ path: path.join(shots, "twisty-3d.png") });
  out("three", "3D at move 5", await colourCount(page, player.locator("twisty-player")));
  await player.locator(".views button[data-view=\"net\"]").click();
  out("net-view", await player.locator(".player-net").isVisible(), await player.locator("twisty-player").isVisible());
}

/**
 * The other solved cubes of the page: the view button of one makes it the cube the keys step (not
 * the one stepped before); a cube solved in no moves has nothing to play.
 */
async function otherCubes(page, players) {
  const second = players.nth(1);
  await second.locator(".views button[data-view=\"2D\"]").click();
  await record(page, second, "second cube opened", 0);
  await page.keyboard.press("ArrowRight");
  await record(page, second, "second cube after arrow right", 1);
  out("active", await page.locator(".player.active").getAttribute("data-cube"), await second.getAttribute("data-cube"));
  const still = players.nth(2);
  await still.locator(".views button[data-view=\"2D\"]").click();
  await record(page, still, "solved cube opened", 0);
  out("nothing-to-play", await still.locator("button.play").isHidden(), await still.locator(".solution .m").count());
}

/** A player slow to load: the views pressed one after another while it loads end in the last one, in step. */
async function slowLoad(browser, url, bundle, shots) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10 * 60 * 1000);
  page.on("pageerror", (e) => out("error", e.message));
  page.on("console", (m) => { if (m.type() === "error") out("error", m.text()); });
  await openShadowRoots(page);
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(TWISTY_MODULE, async (route) => {
    await released;
    return route.fulfill({ contentType: "text/javascript", body: bundle });
  });
  await page.goto(url);
  const player = page.locator(".player:has(.views)").first();
  await player.locator("button.next").click();
  for (const view of ["3D", "2D", "3D", "2D"]) {
    await player.locator(".views button[data-view=\"" + view + "\"]").click();
  }
  release();
  await record(page, player, "slow load, 2D pressed last", 1);
  out("slow-view", await player.getAttribute("data-view"), await player.locator(".player-net").isVisible());
  await player.screenshot({ path: path.join(shots, "twisty-slow-load.png") });
  await page.close();
}

async function openShadowRoots(page) {
  await page.addInitScript(() => {
    // counted, to tell that playing writes the address once a move, not once a frame
    const replace = history.replaceState.bind(history);
    history.replaceState = function (...args) {
      window.addressWrites = (window.addressWrites || 0) + 1;
      return replace(...args);
    };
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      return attach.call(this, Object.assign({}, init, { mode: "open" }));
    };
  });
}

async function everyStep(page, player) {
  const moves = await player.locator(".solution .m").count();
  await player.locator(".views button[data-view=\"2D\"]").click();
  await record(page, player, "step 0", 0);
  for (let i = 1; i <= moves; i++) {
    await player.locator(".solution .m[data-step=\"" + i + "\"]").click();
    await record(page, player, "step " + i, i);
  }
}

(async () => {
  const [pageFile, shots, mode] = process.argv.slice(2);
  const bundle = twistyBundle();
  const browser = await launch();
  try {
    const url = "file://" + path.resolve(pageFile);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10 * 60 * 1000);
    await openShadowRoots(page);
    let phase = "on opening";
    page.on("request", (r) => {
      if (r.url() !== url && !r.url().startsWith("data:") && r.url() !== TWISTY_MODULE) {
        out("request", phase, r.url());
      }
    });
    page.on("pageerror", (e) => out("error", e.message));
    page.on("console", (m) => { if (m.type() === "error") out("error", m.text()); });
    await page.route(TWISTY_MODULE, (route) => {
      out("served", route.request().url());
      return route.fulfill({ contentType: "text/javascript", headers: { "access-control-allow-origin": "*" },
        body: bundle });
    });
    await page.route((u) => u.href !== url && u.protocol !== "data:" && u.href !== TWISTY_MODULE,
      (route) => route.abort());
    await page.goto(url);
    const players = page.locator(".player:has(.views)");
    for (let i = 0; i < await players.count(); i++) {
      const cube = players.nth(i).locator("xpath=ancestor::section[contains(@class, 'cube')]");
      out("cube", await cube.getAttribute("data-cube"), await cube.locator(".scramble").textContent(),
        (await players.nth(i).locator(".solution .m").allTextContents()).join(" "));
    }
    const player = players.first();
    phase = "after asking for the player";
    if (mode === "each") {
      await everyStep(page, player);
      return;
    }
    await tour(page, player, shots);
    await otherCubes(page, players);
    await slowLoad(browser, url, bundle, shots);

    const offline = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await offline.route(() => true, (route) => (route.request().url() === url ? route.continue() : route.abort()));
    await offline.goto(url);
    const cut = offline.locator(".player:has(.views)").first();
    await cut.locator(".views button[data-view=\"3D\"]").click();
    await cut.locator(".view-note:not(:empty)").waitFor();
    await cut.screenshot({ path: path.join(shots, "twisty-offline.png") });
    out("offline", await cut.locator(".view-note").textContent(), await cut.locator(".player-net").isVisible(),
      await cut.locator(".views button[aria-pressed=\"true\"]").getAttribute("data-view"));
  } finally {
    await browser.close();
  }
})().catch((e) => { console.error(e && e.stack || String(e)); process.exit(1); });
