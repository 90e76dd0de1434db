// Opens a report page in Debian's chromium, as a person would, and prints what is on it, one
// tab-separated record a line, for ReportBrowserTest to check against the cube model:
//   cube   N  scramble  solution                  (the solution as the step-through lists it)
//   stage  N  part  moves                         (every move of the stage, struck ones too)
//   firing N  number  rule  kept-moves            (table rows whose firing turned the cube)
//   net    N  after-part  fill,fill,...           (a stage's net: computed colour of each facelet)
//   step   N  label  data-step  position  move  rule  fill,fill,...
//   summary title  where  cubes-cell  solved-cell  stopped-note   (where: "header" once the script moved
//                                                  the totals up, "bottom" if not, "none" without them)
//   listed N  text                                (each entry of the list of cubes in the header)
//   narrow WIDTH  page-width                      (the page's width in a window that narrow)
//   past-card N  element  right  card-right       (in that window, anything that runs past its cube's card)
//   request URL / error MESSAGE                   (anything the page fetched, any script error)
// Screenshots go to the folder given. Usage: node check-report.js PAGE.html SCREENSHOT_DIR
//
// With an address and a link (node check-report.js PAGE.html SCREENSHOT_DIR cube-3/move-17 cube-2/move-5),
// it opens the page at PAGE.html#cube-3/move-17 instead, then clicks the first link to the other, and prints:
//   cube   N  scramble  solution
//   links  N  number  move,move,...               (each firing row: the solution moves its moves link to)
//   opened N  data-step  position  move  rule  fills  top  bottom  height
//                                                 (the step-through shown at the address: its cube, the
//                                                 net's step, the texts, the net's colours, where the
//                                                 step-through is in the window, the window's height)
//   clicked N  ...                                (the same, after clicking the link)
//   address HASH                                  (the page's address after an arrow key)
"use strict";
const path = require("path");
const { out, launch } = require("./common.js");

const fills = (svg) => Array.from(svg.querySelectorAll("rect[data-facelet]"))
  .sort((a, b) => Number(a.dataset.facelet) - Number(b.dataset.facelet))
  .map((r) => getComputedStyle(r).fill).join(",");

/** The step-through that shows a step now (the active one), as the "opened" record has it. */
async function shownStep(page, kind) {
  const r = await page.evaluate((fillsSource) => {
    const fills = eval(fillsSource);
    const p = document.querySelector(".player.active");
    if (!p) {
      return ["none"];
    }
    const net = p.querySelector("svg.step-net");
    const box = p.getBoundingClientRect();
    return [p.dataset.cube, net.dataset.step, p.querySelector(".position").textContent,
      p.querySelector(".move").textContent, p.querySelector(".rule").textContent, fills(net),
      Math.round(box.top), Math.round(box.bottom), window.innerHeight];
  }, fills.toString());
  out(kind, ...r);
}

async function atAddress(page, url, shots, address, link) {
  await page.goto(url + "#" + address);
  await page.screenshot({ path: path.join(shots, "report-at-" + address.replace("/", "-") + ".png") });
  const records = await page.evaluate(() => {
    const rows = [];
    document.querySelectorAll("section.cube").forEach((cube) => {
      const n = cube.dataset.cube;
      const solution = Array.from(cube.querySelectorAll(".solution .m")).map((m) => m.textContent).join(" ");
      rows.push(["cube", n, cube.querySelector(".scramble").textContent, solution]);
      cube.querySelectorAll("table.firings tr.moved").forEach((row) => {
        const cells = row.querySelectorAll("td");
        const links = Array.from(cells[3].querySelectorAll("a.to-step"))
          .map((a) => /^#cube-([0-9]+)\/move-([0-9]+)$/.exec(a.getAttribute("href")))
          .map((m) => m && m[1] === n ? m[2] : "elsewhere");
        rows.push(["links", n, cells[0].textContent, links.join(",")]);
      });
    });
    return rows;
  });
  records.forEach((r) => out(...r));
  await shownStep(page, "opened");
  const [cube, move] = /^cube-([0-9]+)\/move-([0-9]+)$/.exec(link).slice(1);
  await page.locator("section.cube a.to-step[href=\"#" + link + "\"]").first().click();
  await page.waitForFunction(([c, m]) => {
    const net = document.querySelector("#cube-" + c + " svg.step-net");
    return net && net.dataset.step === m;
  }, [cube, move]).catch(() => {});
  await shownStep(page, "clicked");
  await page.keyboard.press("ArrowRight");
  out("address", await page.evaluate(() => location.hash));
  await page.screenshot({ path: path.join(shots, "report-after-link.png") });
}

(async () => {
  const [pageFile, shots, address, link] = process.argv.slice(2);
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // every wait is for something the page does; its time-out only tells a hang, as wide as the
    // Java side's patience (a browser on a machine busy seven times over is slow, not broken)
    page.setDefaultTimeout(10 * 60 * 1000);
    const url = "file://" + path.resolve(pageFile);
    page.on("request", (r) => { if (r.url() !== url) out("request", r.url()); });
    page.on("pageerror", (e) => out("error", e.message));
    page.on("console", (m) => { if (m.type() === "error") out("error", m.text()); });
    if (address) {
      await atAddress(page, url, shots, address, link);
      return;
    }
    await page.goto(url);
    await page.screenshot({ path: path.join(shots, "report-top.png") });
    // only what is there: a broken page is for the test to describe, not for a screenshot's time-out
    const stages = page.locator("section.stage");
    if (await stages.count() > 1) {
      await stages.nth(1).screenshot({ path: path.join(shots, "report-stage-2.png") });
    }
    const cubes = page.locator("section.cube");
    if (await cubes.count() > 1) {
      await cubes.nth(1).screenshot({ path: path.join(shots, "report-cube-2.png") });
    }

    const facts = await page.evaluate((fillsSource) => {
      const fills = eval(fillsSource);
      const records = [];
      document.querySelectorAll("section.cube").forEach((cube) => {
        const n = cube.dataset.cube;
        const solution = Array.from(cube.querySelectorAll(".solution .m")).map((m) => m.textContent).join(" ");
        records.push(["cube", n, cube.querySelector(".scramble").textContent, solution]);
        const alg = cube.querySelector("a.alg-cubing-net");
        if (alg) {
          records.push(["alg", n, alg.href, alg.textContent]);
        }
        cube.querySelectorAll("section.stage").forEach((stage) => {
          records.push(["stage", n, stage.dataset.part, stage.querySelector(".stage-moves").textContent.trim()]);
          stage.querySelectorAll("table.firings tr.moved").forEach((row) => {
            const cells = row.querySelectorAll("td");
            const moves = cells[3].cloneNode(true);
            moves.querySelectorAll("del").forEach((d) => d.remove());
            const rule = cells[2].firstChild.textContent;
            records.push(["firing", n, cells[0].textContent, rule, moves.textContent.trim().replace(/\s+/g, " ")]);
          });
        });
        cube.querySelectorAll("svg.net[data-after-part]").forEach((svg) => {
          records.push(["net", n, svg.dataset.afterPart, fills(svg)]);
        });
      });
      return records;
    }, fills.toString());
    facts.forEach((r) => out(...r));
    const summary = await page.evaluate(() => {
      const totals = document.querySelector("#summary dl.page-totals");
      const where = !totals ? "none" : totals.closest("header") ? "header" : "bottom";
      const cells = totals ? Array.from(totals.querySelectorAll("dd")).map((dd) => dd.textContent) : ["", ""];
      const stopped = document.querySelector("#summary .stopped");
      const listed = Array.from(document.querySelectorAll("header nav li")).map((li, i) => [i + 1, li.textContent]);
      return { row: [document.title, where, cells[0], cells[1], stopped ? stopped.textContent : ""], listed };
    });
    out("summary", ...summary.row);
    summary.listed.forEach((r) => out("listed", ...r));

    const player = page.locator(".player").first();
    async function step(label) {
      const r = await player.evaluate((p, fillsSource) => {
        const fills = eval(fillsSource);
        const net = p.querySelector("svg.step-net");
        return [net.dataset.step, p.querySelector(".position").textContent, p.querySelector(".move").textContent,
          p.querySelector(".rule").textContent, fills(net)];
      }, fills.toString());
      out("step", 1, label, ...r);
    }
    await step("start");
    await player.locator("button.next").click();
    await step("after next button");
    await player.screenshot({ path: path.join(shots, "player-after-next.png") });
    await page.keyboard.press("ArrowRight");
    await step("after arrow right");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await step("after right and left");
    await player.locator("button.last").click();
    await step("after end button");
    await player.screenshot({ path: path.join(shots, "player-end.png") });
    // a phone's width (360 pixels): the page fits it, and nothing runs past the card it is on (a wide
    // table of firings scrolls within its own box, and what is inside that box is not looked at)
    await page.setViewportSize({ width: 360, height: 800 });
    out("narrow", 360, await page.evaluate(() => document.documentElement.scrollWidth));
    const past = await page.evaluate(() => {
      const scrolls = (e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX);
      const found = [];
      document.querySelectorAll("section.cube *").forEach((e) => {
        const box = e.getBoundingClientRect();
        if (box.width === 0 || e.closest(".firings-scroll") && !e.classList.contains("firings-scroll")) {
          return;
        }
        const card = e.closest("section.cube");
        const edge = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).borderRightWidth);
        if (box.right > edge + 0.5) {
          found.push([card.dataset.cube, e.tagName.toLowerCase() + (e.className ? "." + String(e.className.baseVal ?? e.className).trim().replace(/\s+/g, ".") : ""),
            Math.round(box.right), Math.round(edge)]);
        }
      });
      return found;
    });
    past.forEach((r) => out("past-card", ...r));
    await page.screenshot({ path: path.join(shots, "report-narrow.png"), fullPage: true });
  } finally {
    await browser.close();
  }
})().catch((e) => { console.error(e && e.stack || String(e)); process.exit(1); });
