// The viewer's script (specs/viewer.md): steps through each game of the page with the
// buttons, the move list and the keys Left, Right, Home, End, Down (enter a variation),
// Up (leave it) and F (flip the board). Each board is drawn from the step's position by
// viewer_boards.js, written before this script. The address names the step shown (#turn-63, #game-2-turn-5), and the page
// opens at the step its address names. In a report's frame, the page tells the report its height.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("viewer-data").textContent);
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.game"));
  var at = sections.map(function () { return 0; });
  var flipped = sections.map(function () { return false; });
  var framed = window.parent !== window;
  var active = 0;

  function board(game, step) {
    return admiraltyBoards(sections[game].dataset.kind, data.games[game].board, step);
  }

  // Turn the board round: what stands on the squares goes to the square opposite (ships and texts stay
  // upright, arrows turn), the file letters and rank numbers follow their files and ranks, and what is
  // drawn beside the board (exiles, legend, caption) stays where it is.
  function flip(svg) {
    var area = (svg.getAttribute("data-board") || "").split(" ").map(Number);
    if (area.length !== 4) { return; }
    var left = area[0], top = area[1], right = area[0] + area[2], bottom = area[1] + area[3];
    var cx = left + area[2] / 2, cy = top + area[3] / 2;
    svg.querySelectorAll("rect, circle, ellipse, line, path, polygon, polyline, text").forEach(function (shape) {
      if (shape.closest("defs, [transform]")) { return; }
      var box = shape.getBBox();
      var x = box.x + box.width / 2, y = box.y + box.height / 2;
      var across = x > left && x < right, along = y > top && y < bottom;
      var label = shape.tagName === "text" && shape.textContent.length <= 2;
      if (across && along && box.width < area[2] && box.height < area[3]) {
        if (/^(line|path|polygon|polyline)$/.test(shape.tagName)) {
          shape.setAttribute("transform", "rotate(180 " + cx + " " + cy + ")");
        } else {
          shape.setAttribute("transform", "translate(" + (2 * (cx - x)) + " " + (2 * (cy - y)) + ")");
        }
      } else if (label && across && y >= bottom) {
        shape.setAttribute("transform", "translate(" + (2 * (cx - x)) + " 0)");
      } else if (label && along && x <= left) {
        shape.setAttribute("transform", "translate(0 " + (2 * (cy - y)) + ")");
      }
    });
  }

  function fill(list, items, tag) {
    list.textContent = "";
    items.forEach(function (text) {
      var item = document.createElement(tag);
      item.textContent = text;
      list.appendChild(item);
    });
  }

  function address(game, step) {
    return "#" + (sections.length > 1 ? "game-" + (game + 1) + "-" : "") + step.anchor;
  }

  function show(game, id) {
    var steps = data.games[game].steps;
    var step = steps[id];
    var section = sections[game];
    var figure = section.querySelector(".board");
    at[game] = id;
    figure.innerHTML = board(game, step);
    var svg = figure.querySelector("svg");
    if (flipped[game] && svg) { flip(svg); }
    figure.dataset.step = String(id);
    figure.dataset.part = String(step.part);
    figure.dataset.position = step.position;
    figure.dataset.flipped = String(flipped[game]);
    section.querySelector(".heading").textContent = step.heading;
    section.querySelector(".position").value = step.position;
    section.querySelector(".step-link").setAttribute("href", address(game, step));
    section.querySelector(".copied").textContent = "";
    fill(section.querySelector(".facts"), step.facts, "li");
    fill(section.querySelector(".story"), step.story, "li");
    fill(section.querySelector(".notes"), step.notes, "p");
    section.querySelectorAll(".move[aria-current]").forEach(function (move) { move.removeAttribute("aria-current"); });
    var move = section.querySelector('.move[data-step="' + id + '"]');
    if (move) {
      move.setAttribute("aria-current", "step");
      var list = section.querySelector(".moves");
      if (list.scrollHeight > list.clientHeight) {
        list.scrollTop = move.offsetTop - list.offsetTop - list.clientHeight / 2;
      }
    }
    var targets = {first: 0, prev: step.prev, next: step.next, last: last(steps, id), enter: entry(steps, step), leave: step.up};
    section.querySelectorAll("[data-go]").forEach(function (button) {
      var target = targets[button.dataset.go];
      button.disabled = target === null || target === undefined || target === id;
    });
    tell();
    return targets;
  }

  function last(steps, id) {
    while (steps[id].next !== null) { id = steps[id].next; }
    return id;
  }

  function entry(steps, step) {
    var next = step.next === null ? null : steps[step.next];
    return next && next.variations.length ? next.variations[0] : null;
  }

  function go(game, where) {
    var targets = show(game, at[game]);
    var target = targets[where];
    if (target !== null && target !== undefined) { show(game, target); }
    remember(game);
  }

  function remember(game) {
    if (framed || !window.history.replaceState) { return; }
    try { window.history.replaceState(null, "", address(game, data.games[game].steps[at[game]])); } catch (ignored) { /* a page opened from a frame's srcdoc has no address to name */ }
  }

  function choose(game, id) {
    active = game;
    sections.forEach(function (section, number) { section.hidden = number !== game; });
    show(game, id === undefined ? at[game] : id);
  }

  function turn(game) {
    var section = sections[game];
    flipped[game] = !flipped[game];
    section.querySelector(".flip").setAttribute("aria-pressed", String(flipped[game]));
    show(game, at[game]);
  }

  function copy(game) {
    var section = sections[game];
    var field = section.querySelector(".position");
    var said = section.querySelector(".copied");
    function selected() {
      field.focus();
      field.select();
      var done = false;
      try { done = document.execCommand("copy"); } catch (ignored) { done = false; }
      said.textContent = done ? "Copied." : "Selected: press Ctrl+C to copy.";
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(field.value).then(function () { said.textContent = "Copied."; }, selected);
    } else {
      selected();
    }
  }

  // The step an address names: #turn-63 (the first game), #game-2 (its start), #game-2-turn-63.
  function open(hash) {
    var found = /^#(?:game-(\d+)(?:-(.+))?|(.+))$/.exec(hash);
    if (!found) { return false; }
    var game = found[1] ? Number(found[1]) - 1 : 0;
    var name = found[1] ? found[2] : found[3];
    if (game < 0 || game >= sections.length) { return false; }
    var id = name === undefined ? 0 : data.games[game].anchors[name];
    if (id === undefined) { return false; }
    choose(game, id);
    var move = sections[game].querySelector('.move[data-step="' + id + '"]');
    if (move && move.scrollIntoView) { move.scrollIntoView({block: "nearest"}); }
    return true;
  }

  function tell() {
    if (framed) {
      window.parent.postMessage({type: "admiralty-viewer-height", height: document.documentElement.scrollHeight}, "*");
    }
  }

  var keys = {ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last", ArrowDown: "enter", ArrowUp: "leave"};
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.tagName === "INPUT") { return; }
    if (event.key === "f" || event.key === "F") {
      event.preventDefault();
      turn(active);
      return;
    }
    var where = keys[event.key];
    if (!where) { return; }
    event.preventDefault();
    go(active, where);
  });
  sections.forEach(function (section, game) {
    section.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) { return; }
      active = game;
      if (button.dataset.go) { go(game, button.dataset.go); }
      else if (button.classList.contains("flip")) { turn(game); }
      else if (button.classList.contains("copy")) { copy(game); }
      else if (button.dataset.step) { show(game, Number(button.dataset.step)); remember(game); }
    });
    section.querySelector(".tags") && section.querySelector(".tags").addEventListener("toggle", tell);
    show(game, 0);
  });
  document.querySelectorAll(".game-list a").forEach(function (link) {
    link.addEventListener("click", function () { choose(Number(link.dataset.game)); });
  });
  window.addEventListener("hashchange", function () { open(window.location.hash); });
  if (framed) {
    document.documentElement.classList.add("framed");
    window.addEventListener("resize", tell);
  }
  if (!open(window.location.hash)) { choose(0); }
  tell();
})();
