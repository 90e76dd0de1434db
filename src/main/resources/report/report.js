// The step-through of each solution: the states are the cube model's, as facelet strings written
// into the page; this script only colours the net's tiles from them and shows the chosen move.
// Moves are numbered from 1 as in the audit; the address #cube-3/move-17 (and a link to it) opens
// cube 3's step-through at its move 17, and stepping through a solution keeps the address so.
// The page is written as the cubes are done and its totals come last: once the page is read, this
// script moves them up into the header and lists the cubes there. It is in the head and waits for
// the page to be read, so that a page cut short still works as far as it goes.
//
// A solved cube's step-through can also show the cube animated, in 3D or as a 2D net: cubing.js's
// <twisty-player>, the player cubers' sites embed, loaded from cdn.cubing.net only when the reader
// first asks for it, so that opening the page fetches nothing; offline, the net stays and says why.
// The step-through leads: each step it shows, the player shows too (one move animated, a jump set).
const TWISTY_MODULE = "https://cdn.cubing.net/v0/js/cubing/twisty";
let twistyModule = null;

function loadTwisty() {
  if (!twistyModule) {
    twistyModule = import(TWISTY_MODULE);
    // a failed load may be tried again: the reader may have come back online
    twistyModule.catch(function () { twistyModule = null; });
  }
  return twistyModule;
}

document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  const players = [];
  let active = null;

  // The totals, written at the end, go to the top with the list of cubes; the title counts them.
  function summarise() {
    const cubes = Array.from(document.querySelectorAll("section.cube"));
    const summary = document.getElementById("summary");
    const slot = document.getElementById("summary-slot");
    if (summary && slot) {
      slot.replaceChildren(summary);
    }
    if (slot && cubes.length > 1) {
      const list = document.createElement("ol");
      cubes.forEach(function (cube) {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = "#" + cube.id;
        link.textContent = cube.querySelector("h2 .id").textContent;
        item.append(link, " " + cube.querySelector("h2 .status").textContent);
        list.appendChild(item);
      });
      const nav = document.createElement("nav");
      nav.appendChild(list);
      slot.appendChild(nav);
    }
    document.title = "Unscrambler report: " + cubes.length + (cubes.length === 1 ? " cube" : " cubes");
  }

  function setup(player) {
    const data = JSON.parse(player.querySelector("script.steps").textContent);
    const net = player.querySelector("svg.step-net");
    const tiles = Array.from(net.querySelectorAll("rect[data-facelet]"));
    const moves = Array.from(player.querySelectorAll(".solution .m"));
    const last = data.steps.length;
    let at = 0;

    function text(selector, value) {
      player.querySelector(selector).textContent = value;
    }

    function show(i) {
      at = Math.max(0, Math.min(last, i));
      const state = data.states[at];
      tiles.forEach(function (rect) {
        rect.setAttribute("fill", FACE_COLOURS[state.charAt(Number(rect.dataset.facelet))]);
      });
      net.dataset.step = String(at);
      text(".position", "Move " + at + " of " + last);
      const rule = player.querySelector(".rule");
      if (at === 0) {
        text(".move", last === 0 ? "Nothing to do: the cube is solved." : "The cube as scrambled.");
        rule.textContent = "";
        text(".why", "");
      } else {
        const step = data.steps[at - 1];
        const move = player.querySelector(".move");
        move.textContent = "Move " + at + ": " + step.move + " ";
        if (step.merged.length > 0) {
          const merged = document.createElement("span");
          merged.className = "merged";
          merged.textContent = "(the rule turned " + step.chosenAs + "; merged into it: " + step.merged.map(function (m) {
            return m.firing === step.firing ? "its later " + m.move : m.move + " of firing #" + m.firing;
          }).join(", ") + ")";
          move.appendChild(merged);
        }
        rule.textContent = step.stage + (step.target ? " \u00b7 target " + step.target : "") +
          " \u00b7 firing #" + step.firing + ": rule \u201c" + step.rule + "\u201d ";
        const source = document.createElement("span");
        source.className = "source";
        source.textContent = "(" + step.source + ")";
        rule.appendChild(source);
        text(".why", step.search ? "search: " + step.search + (step.why ? "; " + step.why : "") : "");
      }
      moves.forEach(function (m, k) {
        m.classList.toggle("done", k < at - 1);
        m.classList.toggle("current", k === at - 1);
      });
      player.querySelector(".first").disabled = at === 0;
      player.querySelector(".prev").disabled = at === 0;
      player.querySelector(".next").disabled = at === last;
      player.querySelector(".last").disabled = at === last;
    }

    // the address says where the reader is, to reload or to pass on
    function remember() {
      try {
        history.replaceState(null, "", "#cube-" + player.dataset.cube + "/move-" + at);
      } catch (e) {
        // a browser that keeps the address of a local file as it is: the step is shown all the same
      }
    }

    const animated = data.alg === undefined ? null : animatedCube(player, data, function (i) {
      show(i);
      remember();
    });

    // the cube the keys step; another cube that was playing stops, so that it leaves the address alone
    function activate() {
      players.forEach(function (p) {
        p.classList.toggle("active", p === player);
        if (p !== player) {
          p.stopPlaying();
        }
      });
      active = player;
    }

    // a step the reader chose: the address says where they are, to reload or to pass on
    function go(i) {
      const from = at;
      activate();
      show(i);
      if (animated) {
        animated.seek(from, at);
      }
      remember();
    }

    player.querySelector(".first").addEventListener("click", function () { go(0); });
    player.querySelector(".prev").addEventListener("click", function () { go(at - 1); });
    player.querySelector(".next").addEventListener("click", function () { go(at + 1); });
    player.querySelector(".last").addEventListener("click", function () { go(last); });
    moves.forEach(function (m) {
      m.addEventListener("click", function () { go(Number(m.dataset.step)); });
    });
    player.addEventListener("focus", activate);
    // any button of a cube's (a view, play) makes it the one the keys step
    player.addEventListener("click", activate);
    player.step = function (key) {
      if (key === "ArrowRight") { go(at + 1); } else if (key === "ArrowLeft") { go(at - 1); }
      else if (key === "Home") { go(0); } else if (key === "End") { go(last); } else { return false; }
      return true;
    };
    player.open = function (i) {
      activate();
      show(i);
      if (animated) {
        animated.seek(at, at);
      }
      remember(); // a move past the end opens the last: the address says which
    };
    player.stopPlaying = function () {
      if (animated) {
        animated.stop();
      }
    };
    show(0);
  }

  /**
   * The animated cube of one step-through: the view buttons (net, 3D, 2D) and the play button,
   * and seek(from, to), which makes the player show the cube after move `to` (animating the move
   * when it is one step from `from`). While the player plays, `follow(i)` moves the step-through
   * along. The twisty slot's data-shows says which step the player rests at, for a reader's
   * script (and the browser test) to wait on. The player is made once, when first asked for; a
   * cubing.js whose player does not work as this page expects leaves the net, saying so.
   */
  function animatedCube(player, data, follow) {
    const netBox = player.querySelector(".player-net");
    const slot = player.querySelector(".twisty");
    const note = player.querySelector(".view-note");
    const playButton = player.querySelector(".play");
    const buttons = Array.from(player.querySelectorAll(".views button"));
    const moves = data.steps.length;
    let made = null; // the promise of the player and its indexer, once asked for
    let twisty = null;
    let indexer = null;
    let playing = false;
    let at = 0;

    // the player's time at the cube after `i` moves: each move takes its own stretch of the timeline
    function timeAfter(i) {
      return i >= moves ? indexer.algDuration() : indexer.indexToMoveStartTimestamp(i);
    }

    // moves done at time t; a move under way counts as done, as the step-through shows it current
    function stepAt(t) {
      if (t >= indexer.algDuration()) {
        return moves;
      }
      const i = indexer.timestampToIndex(t);
      return t > indexer.indexToMoveStartTimestamp(i) ? i + 1 : i;
    }

    function onTime(info) {
      const i = stepAt(info.timestamp);
      slot.dataset.shows = info.timestamp === timeAfter(i) ? String(i) : "";
      if (playing) {
        // the step-through (and the address) change once a move, not once a frame
        if (i !== at) {
          at = i;
          follow(at);
        }
        if (info.atEnd) {
          setPlaying(false);
        }
      }
    }

    function setPlaying(on) {
      playing = on;
      playButton.textContent = on ? "\u275a\u275a Pause" : "\u25b6 Play";
    }

    // stops playing with the cube whole: a move under way is shown done, as the step-through has it
    function stop() {
      if (playing) {
        setPlaying(false);
        jump(at);
      }
    }

    function jump(i) {
      twisty.pause();
      twisty.timestamp = timeAfter(i);
    }

    function broken(error) {
      setPlaying(false);
      made = Promise.reject(error);
      made.catch(function () {});
      choose("net");
      note.textContent = "The animated cube does not work with the cubing.js that cdn.cubing.net serves now (" +
        error.message + "); the net shows each move.";
    }

    function make(module) {
      twisty = new module.TwistyPlayer({ puzzle: "3x3x3", experimentalSetupAlg: data.setup, alg: data.alg,
        controlPanel: "none", background: "none", visualization: "3D" });
      // one move at a time, as the step-through numbers them (never two turned together)
      twisty.indexer = "simple";
      slot.appendChild(twisty);
      return twisty.experimentalModel.indexer.get().then(function (found) {
        indexer = found;
        twisty.experimentalModel.detailedTimelineInfo.addFreshListener(onTime);
      });
    }

    function choose(view) {
      buttons.forEach(function (b) { b.setAttribute("aria-pressed", String(b.dataset.view === view)); });
      player.dataset.view = view;
      if (twisty) {
        stop();
      }
      if (view === "net") {
        netBox.hidden = false;
        slot.hidden = true;
        playButton.hidden = true;
        note.textContent = "";
        return;
      }
      if (!made) {
        note.textContent = "Loading cubing.js's player from cdn.cubing.net\u2026";
        made = loadTwisty().then(make);
        made.catch(function () { made = null; }); // asked again, it is tried again: the reader may be back online
      }
      made.then(function () {
        if (player.dataset.view !== view) {
          return; // the reader chose another view while it loaded
        }
        try {
          twisty.visualization = view;
          note.textContent = "";
          netBox.hidden = true;
          slot.hidden = false;
          playButton.hidden = moves === 0;
          jump(at);
        } catch (error) {
          broken(error);
        }
      }, function (error) {
        if (player.dataset.view === view) {
          choose("net");
          note.textContent = "The animated cube could not be loaded from cdn.cubing.net (" + error.message +
            "); the net shows each move.";
        }
      });
    }

    buttons.forEach(function (b) {
      b.addEventListener("click", function () { choose(b.dataset.view); });
    });
    playButton.addEventListener("click", function () {
      if (!indexer) {
        return;
      }
      try {
        if (playing) {
          twisty.pause();
          stop();
          return;
        }
        if (at === moves) {
          at = 0;
          follow(0);
          jump(0);
        }
        setPlaying(true);
        twisty.play();
      } catch (error) {
        broken(error);
      }
    });

    return {
      stop: function () {
        if (twisty) {
          stop();
        }
      },
      seek: function (from, to) {
        at = to;
        if (!indexer || slot.hidden) {
          return;
        }
        try {
          setPlaying(false);
          if (Math.abs(to - from) === 1) {
            // one move forwards or back: shown turning
            jump(from);
            twisty.controller.animationController.play({ direction: to > from ? 1 : -1, untilBoundary: "move",
              autoSkipToOtherEndIfStartingAtBoundary: false });
          } else {
            jump(to);
          }
        } catch (error) {
          broken(error);
        }
      },
    };
  }

  // #cube-3/move-17: cube 3's step-through at its move 17, scrolled into view
  function openAddress() {
    const address = /^#cube-([0-9]+)\/move-([0-9]+)$/.exec(location.hash);
    if (!address) {
      return;
    }
    const player = players.find(function (p) { return p.dataset.cube === address[1]; });
    if (player) {
      player.open(Number(address[2]));
      // the cube's heading too, when the window holds it and the whole step-through
      const cube = player.closest("section.cube");
      const tall = player.getBoundingClientRect().bottom - cube.getBoundingClientRect().top;
      (tall <= window.innerHeight ? cube : player).scrollIntoView({ block: "start" });
    }
  }

  summarise();
  document.querySelectorAll(".player").forEach(function (player) {
    try {
      setup(player);
      players.push(player);
    } catch (e) {
      // a page cut off in the middle of this cube's data: its step-through stays as written
    }
  });
  active = players[0];
  if (active) { active.classList.add("active"); }
  openAddress();
  window.addEventListener("hashchange", openAddress);
  // a link to the move already in the address changes nothing in it: open it all the same
  document.addEventListener("click", function (event) {
    const link = event.target.closest && event.target.closest("a.to-step");
    if (link) {
      // a cube that plays stops before the address changes, so that it cannot write over it
      players.forEach(function (p) { p.stopPlaying(); });
    }
    if (link && link.getAttribute("href") === location.hash) {
      openAddress();
    }
  });
  document.addEventListener("keydown", function (event) {
    if (active && !event.altKey && !event.ctrlKey && !event.metaKey && active.step(event.key)) {
      event.preventDefault();
    }
  });
});
