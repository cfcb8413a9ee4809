// The viewer's script (specs/viewer.md): steps through each game of the page with the
// buttons, the move list and the keys Left, Right, Home, End, Down (enter a variation)
// and Up (leave it). Each board is joined back from the pieces the page lists once.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("viewer-data").textContent);
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.game"));
  var at = sections.map(function () { return 0; });
  var active = 0;

  function board(step) {
    var parts = [];
    step.board.split(" ").forEach(function (run) {
      var ends = run.split("-").map(Number);
      for (var number = ends[0]; number <= ends[ends.length - 1]; number++) { parts.push(data.pieces[number]); }
    });
    return parts.join("");
  }

  function fill(list, items, tag) {
    list.textContent = "";
    items.forEach(function (text) {
      var item = document.createElement(tag);
      item.textContent = text;
      list.appendChild(item);
    });
  }

  function show(game, id) {
    var steps = data.games[game];
    var step = steps[id];
    var section = sections[game];
    var figure = section.querySelector(".board");
    at[game] = id;
    figure.innerHTML = board(step);
    figure.dataset.step = String(id);
    figure.dataset.part = String(step.part);
    figure.dataset.position = step.position;
    section.querySelector(".heading").textContent = step.heading;
    fill(section.querySelector(".facts"), step.facts, "li");
    fill(section.querySelector(".story"), step.story, "li");
    fill(section.querySelector(".notes"), step.notes, "p");
    section.querySelectorAll(".move[aria-current]").forEach(function (move) { move.removeAttribute("aria-current"); });
    var move = section.querySelector('.move[data-step="' + id + '"]');
    if (move) {
      move.setAttribute("aria-current", "step");
      if (move.scrollIntoView) { move.scrollIntoView({block: "nearest"}); }
    }
    var targets = {first: 0, prev: step.prev, next: step.next, last: last(steps, id), enter: entry(steps, step), leave: step.up};
    section.querySelectorAll("[data-go]").forEach(function (button) {
      var target = targets[button.dataset.go];
      button.disabled = target === null || target === undefined || target === id;
    });
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
  }

  function choose(game) {
    active = game;
    sections.forEach(function (section, number) { section.hidden = number !== game; });
    show(game, at[game]);
  }

  var keys = {ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last", ArrowDown: "enter", ArrowUp: "leave"};
  document.addEventListener("keydown", function (event) {
    var where = keys[event.key];
    if (!where || event.altKey || event.ctrlKey || event.metaKey) { return; }
    event.preventDefault();
    go(active, where);
  });
  sections.forEach(function (section, game) {
    section.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) { return; }
      active = game;
      if (button.dataset.go) { go(game, button.dataset.go); }
      else if (button.dataset.step) { show(game, Number(button.dataset.step)); }
    });
    show(game, 0);
  });
  document.querySelectorAll(".game-list a").forEach(function (link) {
    link.addEventListener("click", function () { choose(Number(link.dataset.game)); });
  });
  var hash = /^#game-(\d+)$/.exec(window.location.hash);
  choose(hash && Number(hash[1]) <= sections.length ? Number(hash[1]) - 1 : 0);
})();
