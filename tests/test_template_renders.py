"""Raw prints of views judged by their render calls (matchers/template_renders.py): which
template a call names, which names a print reads, and the flow a finding carries from the
handler's source through the render call to the print."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers import template_renders
from secure_lint.matchers.template_renders import linked, prints, read_names, roots

REQUEST = "node.template.raw-print-request-data"
STORED = "node.template.raw-print-stored-data"
PACKAGE = '{"name": "shop", "private": true, "dependencies": {"express": "^4.19.2", "ejs": "^3.1.10"}}'
ROUTES = """\
const express = require('express');
const products = require('../models/products');

const router = express.Router();

router.get('/search', (req, res) => {
  const q = String(req.query.q || '').trim();
  res.render('search', { q, title: 'Search' });
});

router.get('/section/:name', (req, res) => {
  res.render('sections/' + req.params.name + '/index', { title: 'Section' });
});

router.get('/products', (req, res) => {
  products.list().then(function (rows) {
    res.render('products', { rows });
  });
});

module.exports = router;
"""
MODEL = """\
const db = require('../db');

function listProducts() {
  return db.many('SELECT id, name FROM products');
}

module.exports = { list: listProducts };
"""


def repo_of(files: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(files), files.get, lambda path: True)


def shop(views: dict[str, str]) -> Repository:
    return repo_of({"package.json": PACKAGE, "routes/shop.js": ROUTES, "models/products.js": MODEL, **views})


def test_a_call_names_the_view_under_the_views_folder_and_a_built_name_one_segment_per_value() -> None:
    repo = shop({"views/search.ejs": "<h1><%- q %></h1>", "views/sections/help/index.ejs": "<p><%- title %></p>",
                 "views/emails/search.ejs": "<p><%- q %></p>"})
    assert [r.line for r in linked(repo, "views/search.ejs")] == [8]
    assert [r.line for r in linked(repo, "views/sections/help/index.ejs")] == [12]
    assert linked(repo, "views/emails/search.ejs") == []


def test_a_partial_is_rendered_by_the_calls_of_the_views_including_it() -> None:
    repo = shop({"views/search.ejs": "<%- include('partials/bar') %>", "views/partials/bar.ejs": "<p><%- q %></p>"})
    assert [r.line for r in linked(repo, "views/partials/bar.ejs")] == [8]


def test_a_print_reads_its_free_names_and_the_collections_its_loops_take_them_from() -> None:
    assert roots("marked(note.body)") == {"note"}
    assert roots("locals.greeting") == {"greeting"}
    text = "<% rows.forEach(function (row) { %><li><%- row.name %></li><% }) %>"
    (found,) = prints(SourceFile("views/list.ejs", "<ul>" + text + "</ul>"))
    assert read_names("<ul>" + text + "</ul>", found, "views/rows.ejs") == {"row", "rows"}


def test_the_rows_a_model_function_queries_are_stored_records() -> None:
    repo = shop({})
    assert template_renders.store_readers(repo, "routes/shop.js", ROUTES) == ("products\\s*\\.\\s*list",)


def test_a_get_of_the_apps_backend_through_its_http_client_reads_the_store() -> None:
    api = """\
import axios from 'axios';
const instance = axios.create({ baseURL: process.env.API_URL });
const getMessages = async () => instance.get('/messages');
const addMessage = async (content) => instance.post('/messages', { content });
const cached = new Map();
const getCached = (key) => cached.get(key);
export default { getMessages, addMessage, getCached };
"""
    script = """\
import api from '../api.js';
export async function index(req, res) {
  const { data } = await api.getMessages();
  await api.addMessage('hi');
  res.render('board', { messages: data.rows, last: api.getCached('last') });
}
"""
    repo = repo_of({"package.json": PACKAGE, "src/api.js": api, "src/controllers/board.js": script})
    assert template_renders.store_readers(repo, "src/controllers/board.js", script) == ("api\\s*\\.\\s*getMessages",)


def test_a_module_function_that_calls_one_querying_the_store_reads_it_too() -> None:
    mapper = """\
module.exports = class Mapper {
  static async mapAll(posts) {
    const out = [];
    for (const post of posts) out.push(await this.mapOne(post));
    return out;
  }
  static async mapOne(post) {
    return { ...post, author: await User.findById(post.userId) };
  }
  static label(kind) {
    return this.capitalise(kind);
  }
  static capitalise(text) {
    return text.toUpperCase();
  }
};
"""
    assert template_renders._queries(mapper, "mapAll")
    assert not template_renders._queries(mapper, "label")


def test_the_finding_carries_the_flow_from_the_handler_to_the_print(tree, run_cli) -> None:
    root = tree({
        "package.json": PACKAGE,
        "routes/shop.js": ROUTES,
        "models/products.js": MODEL,
        "views/search.ejs": "<html>\n<h1>Results for <%- q %></h1>\n<p><%- title %></p>\n</html>\n",
        "views/products.ejs": "<ul><% rows.forEach(function (row) { %><li><%- row.name %></li><% }) %></ul>\n",
    })
    out = run_cli("scan", "--format", "json", "--select", REQUEST, "--select", STORED, str(root)).stdout
    found = {(f["rule_id"], f["location"]["path"], f["location"]["start_line"]): f for f in json.loads(out)["findings"]}
    assert set(found) == {(REQUEST, "views/search.ejs", 2), (STORED, "views/products.ejs", 1)}
    flow = found[(REQUEST, "views/search.ejs", 2)]["flow"]
    source = flow["source"]
    assert (source["path"], source["line"], source["label"]) == ("routes/shop.js", 7, "req.query.q")
    assert [(hop["path"], hop["line"]) for hop in flow["hops"]] == [("routes/shop.js", 7), ("routes/shop.js", 8)]
    assert (flow["sink"]["path"], flow["sink"]["line"]) == ("views/search.ejs", 2)


def test_a_stored_field_counts_only_when_the_app_takes_that_name_from_request_input() -> None:
    from secure_lint.matchers.request_fields import printed_field, request_fields

    handlers = (
        "router.post('/p', async (req, res) => {\n  const { title, body: text = '' } = req.body;\n"
        "  await Post.create({ title, text, author: req.query['author'] });\n});\n"
    )
    repo = repo_of({"package.json": PACKAGE, "routes/posts.js": handlers})
    from secure_lint.matchers.app_checks.app import app_of

    assert request_fields(repo, app_of(repo, "routes/posts.js")) == {"title", "body", "author"}
    assert printed_field("post.user.name") == "name"
    assert printed_field("rows[i]['title']") == "title"
    assert printed_field("post.comments.length == 0 ? 'a' : 'b'") is None


def test_the_members_of_a_variable_bound_to_request_input_are_request_fields() -> None:
    from secure_lint.matchers.app_checks.app import app_of
    from secure_lint.matchers.request_fields import request_fields

    handler = (
        "router.all('/buy', function (req, res) {\n  var params = null;\n"
        "  if (req.method == 'GET') { params = url.parse(req.url, true).query; } else { params = req.body; }\n"
        "  db.purchase({ mail: params.mail, phone: params.phone, user: req.session.user_name });\n});\n"
    )
    repo = repo_of({"package.json": PACKAGE, "routes/buy.js": handler})
    assert request_fields(repo, app_of(repo, "routes/buy.js")) == {"mail", "phone"}


def test_a_printed_helper_call_reads_its_argument_and_a_column_matches_its_camel_case_field() -> None:
    from secure_lint.matchers.request_fields import printed_field, same_field

    assert printed_field("renderUserMarkdown(note.body)") == "body"
    assert printed_field("marked(new String(todo.content))") == "content"
    assert same_field("signature_html", frozenset({"signatureHtml"}))
    assert not same_field("created_at", frozenset({"signatureHtml"}))


JOURNAL = """\
const express = require('express');
const mysql = require('mysql2/promise');

const app = express();
const pool = mysql.createPool({ database: 'journal' });

app.get('/home', async (req, res) => {
  const [entries] = await pool.execute('SELECT * FROM entries WHERE user_id = ?', [req.session.user.id]);
  res.render('home', { user: req.session.user, entries });
});

app.post('/entries', async (req, res) => {
  const { body } = req.body;
  req.session.user.bio = req.body.bio;
  await pool.execute('INSERT INTO entries (user_id, body) VALUES (?, ?)', [req.session.user.id, body]);
  res.redirect('/home');
});
"""


def test_a_session_value_passed_to_a_query_is_no_source_the_query_is(tree, run_cli) -> None:
    root = tree({
        "package.json": '{"name": "journal", "dependencies": {"express": "^4.19.2", "ejs": "^3.1.10", "mysql2": "^3"}}',
        "app.js": JOURNAL,
        "views/home.ejs": "<p><%- user.bio %></p>\n<% entries.forEach(function (e) { %><%- e.body %><% }) %>\n",
    })
    out = run_cli("scan", "--format", "json", "--profile", "extended", "--select", STORED, str(root)).stdout
    sources = {
        f["location"]["start_line"]: (f["flow"]["source"]["line"], f["flow"]["source"]["label"])
        for f in json.loads(out)["findings"]
    }
    assert sources[1] == (9, "req.session.user")  # kept in the session, printed from it
    assert sources[2][0] == 8 and sources[2][1].startswith("pool.execute(")  # the query's rows, not the session read


def test_a_views_folder_set_as_dirname_plus_a_literal_is_under_the_script() -> None:
    server = (
        "app.set('views', __dirname + '/site');\n"
        "app.get('/', (req, res) => res.render('home', { q: req.query.q }));\n"
    )
    repo = repo_of({"package.json": PACKAGE, "server/app.js": server, "server/site/home.hbs": "<p>{{{q}}}</p>"})
    assert [r.line for r in linked(repo, "server/site/home.hbs")] == [2]


def test_a_handlebars_body_is_a_layout_slot_at_top_level_and_a_record_field_in_a_loop() -> None:
    layout = "<main>{{{body}}}</main>\n{{#each posts}}<div>{{{ body }}}</div>{{/each}}\n{{{yield}}}"
    assert [p.expr for p in prints(SourceFile("views/home.hbs", layout))] == ["body"]


def test_a_sqlite_get_of_a_select_is_a_stored_read_and_a_map_get_is_not(tree, run_cli) -> None:
    server = (
        "const db = require('sqlite');\nconst cache = new Map();\n"
        "app.get('/', async (req, res) => {\n"
        "  const user = await db.get('SELECT name, bio FROM User WHERE id = ?', [req.query.id]);\n"
        "  const cached = await cache.get('user-bio');\n"
        "  res.render('home', { user, cached });\n});\n"
        "app.post('/bio', async (req, res) => {\n  let bio = req.body.inputBio;\n"
        "  await db.run('UPDATE User SET bio = ?', [bio]);\n});\n"
    )
    view = "<p>{{{user.bio}}}</p>\n<p>{{{cached.bio}}}</p>\n"
    root = tree({"package.json": PACKAGE, "app.js": server, "views/home.hbs": view})
    out = run_cli("scan", "--format", "json", "--select", STORED, str(root)).stdout
    assert [f["location"]["start_line"] for f in json.loads(out)["findings"]] == [1]


def test_a_nunjucks_print_reads_its_names_through_set_and_for_but_not_a_captured_block() -> None:
    text = (
        "{% set shown = query | trim %}{% for row in rows %}{{ row.html | safe }}{% endfor %}"
        "{% set notice %}<b>{{ name }}</b>{% endset %}{{ notice | safe }}"
        "{{ 'intro' | translate | safe | replace('[link]', link) }}{{ shown | safe }}"
    )
    found = list(prints(SourceFile("src/components/page/index.njk", text)))
    names = [read_names(text, f, "src/components/page/index.njk") for f in found]
    assert names == [{"rows"}, {"link"}, {"query"}]  # `{{ notice | safe }}`: a captured block, no raw print
    assert all("notice" not in f.expr for f in found)
