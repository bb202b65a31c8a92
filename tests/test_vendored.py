"""Third-party libraries copied into an app (a vendored AngularJS, a `public/vendor/` folder) are
not the app's code: the secret rules run on them, the code rules do not, and the coverage says so
(reason `vendored`). An app file with its own licence header is still app code, and so is a
script in the served assets whose banner the file does not back (issue 25 #6)."""

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

OWN_OR_SECRET = ("secrets", "secure-lint")
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
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=root)
    # in the served assets, a banner naming the library the file is named after is a library's
    # copy: a skip, not a gap (and its secrets are still found)
    assert findings_of(result) == [
        ("public/static/angular.js", 8, "secrets.stripe-secret-key"),
        ("src/calc.js", 6, "node.xss.send-request-data"),
        ("src/calc.js", 6, "js.injection.eval-dynamic"),
    ]
    data = json.loads(result.stdout)
    assert data["summary"]["scan_status"] == "complete"
    assert data["coverage"]["skipped"] == [
        {"path": "public/assets/vendor/chart/chart.js", "reason": "vendored"},
        {"path": "public/js/bootstrap.js", "reason": "vendored"},
        {"path": "public/static/angular.js", "reason": "vendored"},
    ]


# jQuery's opening, as its distribution file has it: the banner, then the UMD wrapper that
# declares it to CommonJS (and AMD below)
JQUERY = """/*!
 * jQuery JavaScript Library v3.6.0
 * https://jquery.com/
 *
 * Copyright OpenJS Foundation and other contributors
 * Released under the MIT license
 * https://jquery.org/license
 */
( function( global, factory ) {
	"use strict";
	if ( typeof module === "object" && typeof module.exports === "object" ) {
		module.exports = global.document ? factory( global, true ) : function( w ) { return factory( w ); };
	} else {
		factory( global );
	}
} )( typeof window !== "undefined" ? window : this, function( window, noGlobal ) {
var jQuery = function( selector, context ) { return new jQuery.fn.init( selector, context ); };
jQuery.parseHTML = function( data ) {
	var el = document.createElement( "div" );
	el.innerHTML = data;
	return el.childNodes;
};
jQuery.globalEval = function( code ) { return eval( code ); };
if ( typeof define === "function" && define.amd ) { define( "jquery", [], function() { return jQuery; } ); }
return jQuery;
} );
"""

# The app's own checkout script in public/js, with a banner an author put on it
CHECKOUT = """/*! shop-checkout v2.1.0 | (c) Acme Inc. */
document.querySelector('#apply').addEventListener('click', () => {
  const coupon = new URLSearchParams(location.search).get('coupon');
  eval('applyCoupon("' + coupon + '")');
});
"""


def test_in_the_served_assets_a_banner_the_file_does_not_back_is_app_code(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "public/js/jquery-3.6.0.js": JQUERY,  # named after the library
            "public/javascripts/lib.js": JQUERY,  # renamed: its UMD wrapper says it is a library
            "public/js/checkout.js": CHECKOUT,  # neither: the banner names another product
            "public/js/shop-checkout.js": CHECKOUT.replace("v2.1.0", "2.1"),  # no release number
        }
    )
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=root)
    assert findings_of(result) == [
        ("public/js/checkout.js", 4, "js.injection.eval-dynamic"),
        ("public/js/shop-checkout.js", 4, "js.injection.eval-dynamic"),
    ]
    data = json.loads(result.stdout)
    assert data["summary"]["scan_status"] == "complete"
    assert data["coverage"]["skipped"] == [
        {"path": "public/javascripts/lib.js", "reason": "vendored"},
        {"path": "public/js/jquery-3.6.0.js", "reason": "vendored"},
    ]


def test_outside_the_served_assets_a_banner_is_a_gap(tree, run_cli) -> None:
    # src/ is the app's code, and a Next.js route folder named `static` is a route, not assets
    root = tree(
        {
            "package.json": PACKAGE,
            "src/vendor-jquery.js": JQUERY,
            "app/static/checkout.js": CHECKOUT,
            "src/shop-checkout.js": CHECKOUT,
        }
    )
    default = json.loads(run_cli("scan", "--format", "json", cwd=root).stdout)
    assert default["summary"]["scan_status"] == "partial"
    assert sorted(g["path"] for g in default["coverage"]["gaps"]) == [
        "app/static/checkout.js",
        "src/shop-checkout.js",
        "src/vendor-jquery.js",
    ]
    result = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)
    assert result.exit_code == 1
    assert findings_of(result) == [
        ("app/static/checkout.js", 1, "secure-lint.unscanned-code"),
        ("src/shop-checkout.js", 1, "secure-lint.unscanned-code"),
        ("src/vendor-jquery.js", 1, "secure-lint.unscanned-code"),
    ]
    assert json.loads(result.stdout)["summary"]["scan_status"] == "partial"


def test_a_vendor_folder_of_app_source_is_app_code(tree, run_cli) -> None:
    root = tree({"package.json": PACKAGE, "src/types/vendor/render.js": CHART})
    result = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)  # the rule is audit
    assert findings_of(result) == [("src/types/vendor/render.js", 1, "js.xss.inner-html-assignment")]


# webpack's development build of a page script, checked in for a WebView to load: its modules
# are its dependencies' code (unminified), opened by webpack's bootstrap
WEBPACK_DEV_BUNDLE = f"""/******/ (() => {{ // webpackBootstrap
/******/ \tvar __webpack_modules__ = ({{

/***/ "../../node_modules/safe-event-emitter/index.js":
/***/ ((module, exports, __webpack_require__) => {{
const relayKey = '{STRIPE}';
function emit(type, handler) {{ return eval(handler); }}
module.exports = {{ emit }};
/***/ }})
/******/ \t}});
/******/ \tfunction __webpack_require__(moduleId) {{ return __webpack_modules__[moduleId](); }}
/******/ \t__webpack_require__.n = (module) => module && module.__esModule ? () => module['default'] : () => module;
/******/ \t__webpack_require__.d = (exports, definition) => Object.assign(exports, definition);
/******/ }})();
"""

# the app's own entry that sets webpack's public path by hand: app code, its rules run
PUBLIC_PATH = """__webpack_require__.p = window.CDN_URL;
export function preview(req, res) {
  res.send(String(eval(req.query.expr)));
}
"""


def test_a_bundlers_unminified_output_gets_secret_rules_only(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": PACKAGE,
            "html/PageJs.bundle/page.js": WEBPACK_DEV_BUNDLE,
            "src/entry.js": PUBLIC_PATH,
        }
    )
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=root)
    found = findings_of(result)
    assert ("html/PageJs.bundle/page.js", 6, "secrets.stripe-secret-key") in found
    code_rules = [f for f in found if f[0] == "html/PageJs.bundle/page.js" and f[2].split(".")[0] not in OWN_OR_SECRET]
    assert code_rules == []  # the audit profile names the file's gap as secure-lint.unscanned-code
    assert ("src/entry.js", 3, "js.injection.eval-dynamic") in found
    gaps = json.loads(result.stdout)["coverage"]["gaps"]
    assert [g["path"] for g in gaps] == ["html/PageJs.bundle/page.js"]
