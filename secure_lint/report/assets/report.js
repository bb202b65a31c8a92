// secure-lint report: severity filter (also from the URL, e.g. #severity=critical,high) and theme toggle.
(function () {
  "use strict";
  var root = document.documentElement;
  var boxes = Array.prototype.slice.call(document.querySelectorAll("input[data-sev]"));
  var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-severity]"));
  var groups = Array.prototype.slice.call(document.querySelectorAll("details[data-severity]"));
  var shown = document.getElementById("shown");

  function selected() {
    var on = {};
    boxes.forEach(function (box) { on[box.getAttribute("data-sev")] = box.checked; });
    return on;
  }

  function apply() {
    var on = selected();
    var visible = 0;
    rows.forEach(function (row) {
      var show = on[row.getAttribute("data-severity")] !== false;
      row.hidden = !show;
      if (show) { visible += 1; }
    });
    groups.forEach(function (group) { group.hidden = on[group.getAttribute("data-severity")] === false; });
    if (shown) { shown.textContent = visible + " of " + rows.length + " shown"; }
    root.setAttribute("data-visible-rows", String(visible));
  }

  function fromHash() {
    var match = /(?:^|[#&])severity=([a-z,]+)/.exec(window.location.hash);
    if (!match) { return; }
    var wanted = match[1].split(",");
    boxes.forEach(function (box) { box.checked = wanted.indexOf(box.getAttribute("data-sev")) !== -1; });
  }

  var themes = ["auto", "light", "dark"];
  var toggle = document.getElementById("theme-toggle");
  function setTheme(name) {
    if (name === "auto") { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", name); }
    if (toggle) { toggle.textContent = "Theme: " + name; }
  }
  if (toggle) {
    toggle.addEventListener("click", function () {
      var current = root.getAttribute("data-theme") || "auto";
      setTheme(themes[(themes.indexOf(current) + 1) % themes.length]);
    });
  }

  boxes.forEach(function (box) { box.addEventListener("change", apply); });
  window.addEventListener("hashchange", function () { fromHash(); apply(); });
  var theme = /(?:^|[#&])theme=(light|dark)/.exec(window.location.hash);
  if (theme) { setTheme(theme[1]); }
  fromHash();
  apply();
  root.setAttribute("data-ready", "1");
}());
