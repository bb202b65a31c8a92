"""Third-party libraries copied into an app (a vendored AngularJS, a `public/vendor/` folder) are
not the app's code: the secret rules run on them, the code rules do not, and the coverage says so
(reason `vendored`). An app file with its own licence header is still app code."""

from __future__ import annotations

import json

from conftest import findings_of

STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
PACKAGE = '{"name": "shop", "dependencies": {"express": "4.19.2"}}\n'

ANGULAR = f"""/**
 * @license AngularJS v1.0.8
 * (c) 2010-2012 Google, Inc. http://angularjs.org
 * License: MIT
 */
(function(window, document, undefined) {{
'use strict';
var deployKey = '{STRIPE}';
function jqLiteHtml(element, value) {{
  element.innerHTML = value;
}}
function $parse(exp) {{
  return eval(exp);
}}
}})(window, document);
"""

BOOTSTRAP = """/*!
 * Bootstrap v3.3.6 (http://getbootstrap.com)
 * Copyright 2011-2015 Twitter, Inc.
 * Licensed under the MIT license
 */
if (typeof jQuery === 'undefined') { throw new Error('Bootstrap requires jQuery') }
$.fn.tooltip = function (title) { this.html(title) };
"""

OWN_FILE = """/*
 * Copyright 2024 Acme Inc.
 * Licensed under the Apache License, Version 2.0 (the "License");
 */
export function calculate(req, res) {
  res.send(String(eval(req.query.expr)));
}
"""

CHART = "export function render(el, html) { el.innerHTML = html; }\n"


def test_a_library_copied_into_the_app_gets_secret_rules_only(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "public/static/angular.js": ANGULAR,
            "public/js/bootstrap.js": BOOTSTRAP,
            "public/assets/vendor/chart/chart.js": CHART,
            "src/calc.js": OWN_FILE,
        }
    )
    result = run_cli("scan", "--format", "json", cwd=root)
    # a banner is one line an author can add to any file: the files vendored by their banner
    # (not by their folder) are named as gaps (issue 25 #6), unless the project accepts them
    assert findings_of(result) == [
        ("public/js/bootstrap.js", 1, "secure-lint.unscanned-code"),
        ("public/static/angular.js", 1, "secure-lint.unscanned-code"),
        ("public/static/angular.js", 8, "secrets.stripe-secret-key"),
        ("src/calc.js", 6, "js.injection.eval-dynamic"),
    ]
    assert json.loads(result.stdout)["summary"]["scan_status"] == "partial"
    (root / ".secure-lint.yaml").write_text("ignore: [secure-lint.unscanned-code]\n")
    result = run_cli("scan", "--format", "json", cwd=root)
    assert findings_of(result) == [
        ("public/static/angular.js", 8, "secrets.stripe-secret-key"),
        ("src/calc.js", 6, "js.injection.eval-dynamic"),
    ]
    skipped = json.loads(result.stdout)["coverage"]["skipped"]
    assert skipped == [
        {"path": "public/assets/vendor/chart/chart.js", "reason": "vendored"},
        {"path": "public/js/bootstrap.js", "reason": "vendored"},
        {"path": "public/static/angular.js", "reason": "vendored"},
    ]


def test_a_vendor_folder_of_app_source_is_app_code(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "src/types/vendor/render.js": CHART})
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=root)  # the rule is extended
    assert findings_of(result) == [("src/types/vendor/render.js", 1, "js.xss.inner-html-assignment")]
