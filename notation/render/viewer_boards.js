// The viewer's boards (specs/viewer.md, "The boards"): each step's board drawn in the browser from its
// position (MFEN or RFEN) and what is drawn over it (a MAD turn's arrow, a Rigadoon maneuver's marks, the
// caption), on the game's ground the page holds once. It writes the same SVG, element for element and
// number for number, as the Python renderer `diagram` draws with (notation/render/mad_svg.py,
// rigadoon_svg.py, maneuver_svg.py, rigadoon_legend.py, rigadoon_parts.py); a differential test in
// Chromium holds the two to it (tests/viewer/test_board_script_browser.py).
var admiraltyBoards = (function () {
  "use strict";
  var SIZE = 48;
  var ARROW = "#d1141b";
  var MAD_COLOURS = {r: "#c0392b", b: "#2463a6"};
  var MAD_SIDES = {r: "red", b: "blue"};
  var CODES = ["111", "112", "121", "122", "211", "212", "221", "222"];
  var FLEETS = {B: "blue", G: "green"};
  var FLEET_COLOURS = {B: "#2463a6", G: "#2e8b57"};
  var FILLS = {water: "#bfe0f2", shallows: "#e9dcae", island: "#7fb069", maelstrom: "#3d5a80"};
  var CHEST = "#8b5a2b", EXIT = "#3d5a80", WIND = "#3d5a80";
  var STYLES = {
    sail: ["#d1141b", "sail"], attack: ["#b00020", "attack"], backfire: ["#ff8c00", "backfire"],
    blast: ["#6a1b9a", "blast"], push: ["#8b5a2b", "chest pushed"], whirl: ["#3d5a80", "through a maelstrom"],
    sink: ["#8b5a2b", "chest sunk, its island"], mast: ["#b00020", "mast lost"], aground: ["#555", "aground"],
    claim: ["#2e7d32", "claim"], rigadoon: ["#2e7d32", "Rigadoon"], repair: ["#2e7d32", "repair"]
  };
  var LINES = ["sail", "attack", "backfire", "blast", "push"];
  var DIRECTIONS = {N: [0, 1], NE: [1, 1], E: [1, 0], SE: [1, -1], S: [0, -1], SW: [-1, -1], W: [-1, 0], NW: [-1, 1]};

  // A number as Python's format "g" writes it (6 significant digits, no trailing zeros).
  function g(x) { return String(Number(x.toPrecision(6))); }

  // Python's round(): halves to the even neighbour.
  function rounded(x) {
    var r = Math.round(x);
    return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  }

  function escaped(text) { return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

  function floor(a, b) { return Math.floor(a / b); }

  function opening(css, width, height, area, head) {
    return '<svg xmlns="http://www.w3.org/2000/svg" class="' + css + '" width="' + g(width) + '" height="' + g(height) +
      '" viewBox="0 0 ' + g(width) + " " + g(height) + '" data-board="' + area.map(g).join(" ") + '">' +
      '<defs><marker id="head" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">' +
      '<path d="M0,0 L4,2 L0,4 z" fill="' + ARROW + '"/></marker></defs>' +
      '<rect width="' + g(width) + '" height="' + g(height) + '" fill="#fff"/>' + (head || "");
  }

  function caption(text, margin, height, size) {
    return '<text x="' + g(margin) + '" y="' + g(height - size * 0.2) + '" font-size="' + g(size * 0.28) +
      '" font-family="sans-serif">' + escaped(text) + "</text>";
  }

  function arrow(start, end, short) {
    var x1 = start[0], y1 = start[1], x2 = end[0], y2 = end[1];
    var length = Math.sqrt(Math.pow(x2 - x1, 2) + Math.pow(y2 - y1, 2));
    if (short && length > short + 8) {
      var keep = (length - short - 8) / length;
      x2 = x1 + (x2 - x1) * keep;
      y2 = y1 + (y2 - y1) * keep;
    }
    return '<line class="arrow" x1="' + g(x1) + '" y1="' + g(y1) + '" x2="' + g(x2) + '" y2="' + g(y2) + '" stroke="' +
      ARROW + '" stroke-width="4" stroke-opacity="0.6" marker-end="url(#head)"/>';
  }

  function text(x, y, size, words, fill, weight) {
    return '<text x="' + g(x) + '" y="' + g(y) + '" font-size="' + g(size) + '" text-anchor="middle" font-family="sans-serif" ' +
      'font-weight="' + (weight || "normal") + '" fill="' + (fill || "#222") + '">' + words + "</text>";
  }

  // MAD (notation/render/mad_svg.py: board_svg): the squares of an MFEN's ranks, the last rank written first.
  function madSquares(mfen, files) {
    var ranks = mfen.split(" ")[0].split("/");
    var squares = [];
    for (var rank = ranks.length - 1; rank >= 0; rank--) {
      (ranks[rank].match(/\.|[rb][12]{3}/g) || []).forEach(function (cell) { squares.push(cell === "." ? null : cell); });
    }
    return squares.length === files * ranks.length ? squares : [];
  }

  function madShip(x, y, radius, ship) {
    var side = ship.charAt(0);
    return '<g class="ship ' + MAD_SIDES[side] + '"><circle cx="' + g(x) + '" cy="' + g(y) + '" r="' + g(radius) +
      '" fill="' + MAD_COLOURS[side] + '" stroke="#222" stroke-width="1"/><text x="' + g(x) + '" y="' + g(y + radius * 0.3) +
      '" font-size="' + g(radius * 0.8) + '" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="bold">' +
      ship.slice(1) + "</text></g>";
  }

  function exileHeight(count, size) { return size * (0.45 + 0.7 * Math.ceil(count / 4) + 0.3); }

  function mad(board, position, step) {
    var size = SIZE, files = board.files, ranks = board.ranks;
    var squares = madSquares(position, files);
    var exiles = {};
    ["b", "r"].forEach(function (side) {
      exiles[side] = CODES.map(function (code) { return side + code; }).filter(function (ship) { return squares.indexOf(ship) < 0; });
    });
    var margin = floor(size, 2), tray = size * (0.7 * 4 + 0.5);
    var blueTop = margin;
    var redTop = Math.max(margin + ranks * size / 2, blueTop + exileHeight(exiles.b.length, size));
    var bottom = Math.max(margin + ranks * size, redTop + exileHeight(exiles.r.length, size));
    var width = margin + files * size + tray;
    var said = step.caption === undefined ? step.heading : step.caption;
    var height = bottom + margin + (said ? floor(size, 2) : 0);
    function centre(square) {
      return [margin + (square % files + 0.5) * size, margin + (ranks - floor(square, files) - 0.5) * size];
    }
    var parts = [opening("mad-board", width, height, [margin, margin, files * size, ranks * size]), board.ground];
    if (step.arrow) {
      parts.push(arrow(centre(step.arrow[0]), centre(step.arrow[1]), squares[step.arrow[1]] ? size * 0.4 : 0));
    }
    squares.forEach(function (ship, square) {
      if (ship) {
        var at = centre(square);
        parts.push(madShip(at[0], at[1], size * 0.4, ship));
      }
    });
    var left = margin + files * size + size * 0.3;
    [["b", blueTop, "Blue"], ["r", redTop, "Red"]].forEach(function (side) {
      var top = side[1];
      parts.push('<text class="exile-label" x="' + g(left) + '" y="' + g(top + size * 0.3) + '" font-size="' + g(size * 0.25) +
        '" font-family="sans-serif">' + side[2] + " exile</text>");
      exiles[side[0]].forEach(function (ship, index) {
        var x = left + size * 0.7 * (index % 4 + 0.5);
        var y = top + size * (0.45 + 0.7 * (floor(index, 4) + 0.5));
        parts.push(madShip(x, y, size * 0.3, ship));
      });
    });
    if (said) { parts.push(caption(said, margin, height, size)); }
    parts.push("</svg>");
    return parts.join("");
  }

  // Rigadoon (notation/render/rigadoon_svg.py: rigadoon_svg): an RFEN's ships, chests, wind, fleet and result.
  function rfen(position, board) {
    var fields = position.split(" ");
    var named = function (name) { return (Number(name.slice(1)) - 1) * board.files + name.charCodeAt(0) - 97; };
    var ships = fields[0].split(",").map(function (written) {
      var found = /^([BG]\d+)([a-z]\d+)\/(\d+)/.exec(written);
      return {name: found[1], fleet: found[1].charAt(0), square: named(found[2]), masts: found[3]};
    });
    var chests = fields[1] === "-" ? [] : fields[1].split(",").map(named);
    var result = fields[7] === "*" ? null : fields[7].split(":")[0];
    return {ships: ships, chests: chests, wind: fields[2], fleet: fields[4], winner: result};
  }

  function ship(x, y, size, fleet, label, css) {
    return '<g class="' + (css || "ship") + " " + FLEETS[fleet] + '"><circle cx="' + g(x) + '" cy="' + g(y) + '" r="' + g(size * 0.32) +
      '" fill="' + FLEET_COLOURS[fleet] + '" stroke="#222" stroke-width="1"/>' + text(x, y + size * 0.06, size * 0.22, label, "#fff", "bold") + "</g>";
  }

  function chest(x, y, size, count, css) {
    var side = size * 0.32;
    return '<rect class="' + (css || "chest") + '" x="' + g(x - side / 2) + '" y="' + g(y - side / 2) + '" width="' + g(side) +
      '" height="' + g(side * 0.75) + '" fill="' + CHEST + '" stroke="#222" stroke-width="1"/>' +
      (count > 1 ? text(x + side, y, size * 0.22, "\u00d7" + count) : "");
  }

  function markers() {
    return "<defs>" + LINES.concat(["wind"]).map(function (kind) {
      return '<marker id="head-' + kind + '" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto">' +
        '<path d="M0,0 L4,2 L0,4 z" fill="' + (kind === "wind" ? WIND : STYLES[kind][0]) + '"/></marker>';
    }).join("") + "</defs>";
  }

  // The maneuver's marks (notation/render/maneuver_svg.py): the layer under the ships and the badges over them.
  function maneuver(marks, centre, size, files, occupied) {
    var used = {}, groups = [], badges = [];
    marks.forEach(function (mark) {
      var kind = mark[0], path = mark[2];
      var drawn = drawing(mark, centre, size, files, occupied);
      var wrap = LINES.indexOf(kind) >= 0 && wraps(path, files) ? " wrap" : "";
      groups.push('<g class="event ' + kind + wrap + '" data-order="' + mark[1] + '"><title>' + mark[1] + ". " +
        STYLES[kind][1] + " " + mark[3] + "</title>" + drawn[0] + "</g>");
      drawn[1].forEach(function (spot) {
        var key = rounded(spot[0]) + " " + rounded(spot[1]);
        var nudge = used[key] || 0;
        used[key] = nudge + 1;
        badges.push(badge(mark, spot[0] + nudge * size * 0.3, spot[1], size));
      });
    });
    return [groups.join(""), badges.join("")];
  }

  function drawing(mark, centre, size, files, occupied) {
    var kind = mark[0], path = mark[2], colour = STYLES[kind][0];
    if (LINES.indexOf(kind) >= 0) {
      var lines = segments(path, centre, size, files);
      var last = lines[lines.length - 1];
      if (occupied.indexOf(path[path.length - 1]) >= 0) {
        last[last.length - 1] = shortened(last[last.length - 2], last[last.length - 1], size * 0.32 + 5);
      }
      var a = lines[0][0], b = lines[0][1];
      return [polylines(kind, colour, lines, size), [[(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]]];
    }
    var ends = path.length > 1 ? [path[0], path[path.length - 1]] : [path[0]];
    var dash = ends.length > 1 ? ' stroke-dasharray="3 2"' : "";
    var rings = ends.map(function (square) {
      var at = centre(square);
      return '<circle cx="' + g(at[0]) + '" cy="' + g(at[1]) + '" r="' + g(size * 0.44) + '" fill="none" stroke="' + colour +
        '" stroke-width="2"' + dash + "/>";
    }).join("");
    return [rings, ends.map(function (square) { var at = centre(square); return [at[0] + size * 0.3, at[1] - size * 0.3]; })];
  }

  function shortened(start, end, by) {
    var length = Math.sqrt(Math.pow(end[0] - start[0], 2) + Math.pow(end[1] - start[1], 2));
    var keep = length ? Math.max(length - by, length * 0.3) / length : 1.0;
    return [start[0] + (end[0] - start[0]) * keep, start[1] + (end[1] - start[1]) * keep];
  }

  function neighbours(a, b, files) {
    return Math.abs(a % files - b % files) <= 1 && Math.abs(floor(a, files) - floor(b, files)) <= 1;
  }

  function wraps(path, files) {
    for (var index = 1; index < path.length; index++) { if (!neighbours(path[index - 1], path[index], files)) { return true; } }
    return false;
  }

  function across(a, b, files) {
    var df = b % files - a % files, dr = floor(b, files) - floor(a, files);
    df = Math.abs(df) <= 1 ? df : (df > 0 ? -1 : 1);
    dr = Math.abs(dr) <= 1 ? dr : (dr > 0 ? -1 : 1);
    return [df, -dr];
  }

  function segments(path, centre, size, files) {
    var lines = [[centre(path[0])]];
    for (var index = 1; index < path.length; index++) {
      var before = path[index - 1], after = path[index];
      if (neighbours(before, after, files)) {
        lines[lines.length - 1].push(centre(after));
        continue;
      }
      var step = across(before, after, files), from = centre(before), to = centre(after);
      lines[lines.length - 1].push([from[0] + step[0] * size / 2, from[1] + step[1] * size / 2]);
      lines.push([[to[0] - step[0] * size / 2, to[1] - step[1] * size / 2], to]);
    }
    return lines;
  }

  function polylines(kind, colour, lines, size) {
    var dash = kind === "blast" || kind === "backfire" ? ' stroke-dasharray="6 3"' : "";
    var width = kind === "sail" ? "4" : "2.5";
    var parts = [];
    lines.forEach(function (points, index) {
      var last = index === lines.length - 1;
      var head = last ? ' marker-end="url(#head-' + kind + ')"' : "";
      var css = kind === "sail" ? ' class="arrow"' : "";
      parts.push("<polyline" + css + ' points="' + points.map(function (p) { return g(p[0]) + "," + g(p[1]); }).join(" ") +
        '" fill="none" stroke="' + colour + '" stroke-width="' + width + '" stroke-opacity="0.75"' + dash + head + "/>");
      if (!last) {
        [points[points.length - 1], lines[index + 1][0]].forEach(function (p) {
          parts.push('<circle class="edge" cx="' + g(p[0]) + '" cy="' + g(p[1]) + '" r="' + g(size * 0.08) + '" fill="' + colour + '"/>');
        });
      }
    });
    return parts.join("");
  }

  function badge(mark, x, y, size) {
    return '<g class="badge" data-order="' + mark[1] + '"><circle cx="' + g(x) + '" cy="' + g(y) + '" r="' + g(size * 0.15) +
      '" fill="#fff" stroke="' + STYLES[mark[0]][0] + '" stroke-width="1.5"/><text x="' + g(x) + '" y="' + g(y + size * 0.07) +
      '" font-size="' + g(size * 0.2) + '" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#222">' +
      mark[1] + "</text></g>";
  }

  // The legend beside the board (notation/render/rigadoon_legend.py): who acts, then what each thing drawn is.
  function legend(state, left, top, size, kinds) {
    var row = size * 0.55, half = size * 0.25, swatch = size * 0.4;
    function label(words, weight) {
      return '<text x="' + g(size * 0.6) + '" y="' + g(size * 0.33) + '" font-size="' + g(size * 0.26) +
        '" font-family="sans-serif" font-weight="' + (weight || "normal") + '" fill="#222">' + escaped(words) + "</text>";
    }
    function entry(name, drawn, words) { return '<g class="legend-entry" data-entry="' + name + '">' + drawn + label(words) + "</g>"; }
    function tile(kind) {
      return '<rect x="' + g(half - swatch / 2) + '" y="' + g(half - swatch / 2) + '" width="' + g(swatch) + '" height="' + g(swatch) +
        '" fill="' + FILLS[kind] + '" stroke="#888" stroke-width="0.5"/>';
    }
    var fleet = state.winner || state.fleet;
    var rows = ['<g class="to-act ' + FLEETS[fleet] + '"><circle cx="' + g(size * 0.25) + '" cy="' + g(size * 0.25) + '" r="' +
      g(size * 0.2) + '" fill="' + FLEET_COLOURS[fleet] + '" stroke="#222" stroke-width="1"/>' +
      label((fleet === "B" ? "Blue" : "Green") + (state.winner ? " won" : " to act"), "bold") + "</g>"];
    var ring = '<circle cx="' + g(half) + '" cy="' + g(half) + '" r="' + g(swatch / 2) + '" fill="none" stroke="' + EXIT +
      '" stroke-width="1.5" stroke-dasharray="5 3"/>' + '<circle cx="' + g(half) + '" cy="' + g(half) + '" r="' + g(size * 0.14) +
      '" fill="' + EXIT + '"/>' + text(half, half + size * 0.07, size * 0.2, "1", "#fff", "bold");
    var wind = DIRECTIONS[state.wind], reach = size * 0.2;
    var norm = Math.sqrt(Math.pow(wind[0], 2) + Math.pow(wind[1], 2));
    var dx = wind[0] / norm * reach, dy = -wind[1] / norm * reach;
    rows.push(
      entry("island", tile("island"), "island (its chests)"),
      entry("maelstrom", tile("maelstrom") + text(half, half + size * 0.07, size * 0.2, "1", "#fff"), "maelstrom 1"),
      entry("exit", ring, "exit of maelstrom 1"),
      entry("shallows", tile("shallows"), "shallows"),
      entry("water", tile("water"), "open water"),
      entry("chest", chest(half, half, size, 1, "sample"), "chest (\u00d7n: n chests)"),
      entry("ship", ship(half, half, size * 0.75, "B", "B1\u00b73", "sample"), "ship\u00b7masts (! aground)"),
      entry("wind", '<line x1="' + g(half - dx) + '" y1="' + g(half - dy) + '" x2="' + g(half + dx * 0.6) + '" y2="' +
        g(half + dy * 0.6) + '" stroke="' + WIND + '" stroke-width="3" marker-end="url(#head-wind)"/>', "wind " + state.wind)
    );
    kinds.forEach(function (kind) {
      var colour = STYLES[kind][0];
      var sample = LINES.indexOf(kind) >= 0
        ? '<line x1="' + g(size * 0.02) + '" y1="' + g(size * 0.25) + '" x2="' + g(size * 0.38) + '" y2="' + g(size * 0.25) +
          '" stroke="' + colour + '" stroke-width="2.5"' + (kind === "blast" || kind === "backfire" ? ' stroke-dasharray="6 3"' : "") +
          ' marker-end="url(#head-' + kind + ')"/>'
        : '<circle cx="' + g(size * 0.25) + '" cy="' + g(size * 0.25) + '" r="' + g(size * 0.15) + '" fill="#fff" stroke="' + colour +
          '" stroke-width="1.5"/>';
      rows.push(entry(kind, sample, STYLES[kind][1]));
    });
    return '<g class="legend">' + rows.map(function (drawn, index) {
      return '<g transform="translate(' + g(left) + "," + g(top + index * row) + ')">' + drawn + "</g>";
    }).join("") + "</g>";
  }

  function rigadoon(board, position, step) {
    var size = SIZE, files = board.files, ranks = board.ranks, margin = floor(size, 2);
    var state = rfen(position, board);
    var marks = step.marks || [];
    var left = margin + files * size + size * 0.4;
    var kinds = [];
    marks.forEach(function (mark) { if (kinds.indexOf(mark[0]) < 0) { kinds.push(mark[0]); } });
    var width = left + size * 3.8;
    var height = Math.max(margin * 2 + ranks * size, margin + (kinds.length + 11) * size * 0.55) + floor(size, 2);
    function centre(square) {
      return [margin + (square % files + 0.5) * size, margin + (ranks - floor(square, files) - 0.5) * size];
    }
    var parts = [opening("rigadoon-board", width, height, [margin, margin, files * size, ranks * size], markers()), board.ground];
    var counts = {};
    state.chests.forEach(function (square) { counts[square] = (counts[square] || 0) + 1; });
    Object.keys(counts).map(Number).sort(function (a, b) { return a - b; }).forEach(function (square) {
      var at = centre(square);
      parts.push(chest(at[0], at[1] - size * 0.28, size, counts[square]));
    });
    var layers = maneuver(marks, centre, size, files, state.ships.map(function (each) { return each.square; }));
    parts.push(layers[0]);
    state.ships.forEach(function (each) {
      var at = centre(each.square);
      var aground = board.islands.indexOf(each.square) < 0 && counts[each.square] ? "!" : "";
      parts.push(ship(at[0], at[1] + size * 0.08, size, each.fleet, each.name + "\u00b7" + each.masts + aground));
    });
    parts.push(layers[1], legend(state, left, margin, size, kinds));
    parts.push(caption(step.caption === undefined ? step.heading : step.caption, margin, height, size), "</svg>");
    return parts.join("");
  }

  var DRAWERS = {mad: mad, rigadoon: rigadoon};

  // The SVG of a step of a game of kind `kind` whose boards are `board` (its size and ground): the board the
  // page holds for it (the bad turn's), else drawn from its position.
  return function (kind, board, step) {
    if (step.svg !== undefined) { return step.svg; }
    return DRAWERS[kind](board, step.position, step);
  };
})();
