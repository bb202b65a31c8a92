"""The record fields an app fills with a federated object's text as it arrived (matchers/remote_fields.py):
a typed parameter, a library lookup or a fetched ActivityStreams document counts; a row of the app's own
store, a sanitised value or a module about something else does not."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.matchers.remote_fields import remote_fields

FEDERATION = """\
import { type Actor, Note, lookupObject } from "@fedify/fedify";
import * as vocab from "@fedify/vocab";
import sanitizeHtml from "sanitize-html";

type Delivered = Note | vocab.Article;

export async function onCreate(object: Delivered) {
  await db.insert(posts).values({ contentHtml: object.content?.toString(), cw: object.summary ?? null });
}

export async function refresh(iri: string) {
  const actor = await lookupObject(iri);
  await db.update(accounts).set({ displayName: actor?.name?.toString() ?? "", bio: sanitizeHtml(actor.summary) });
  for await (const tag of actor.getTags()) {
    emoji.title = tag.name.toString();
  }
}

export async function excerpt(id: string, target: Actor) {
  const post = await db.query.posts.findFirst({ where: eq(posts.id, id) });
  await db.update(posts).set({ excerpt: post.content, owner: target.name });
}
"""
FETCHED = """\
export async function fetchActor(url) {
  const response = await fetch(url, { headers: { Accept: "application/activity+json" } });
  const actor = await response.json();
  return { profileHtml: actor.summary, handle: actor.preferredUsername };
}
"""
UNRELATED = """\
export async function importFeed(item) {
  return { bodyHtml: item.content, title: item.name };
}
"""


def test_fields_filled_with_federated_text_as_it_arrived() -> None:
    files = {"src/federation.ts": FEDERATION, "src/remote.js": FETCHED, "src/feeds.js": UNRELATED}
    repo = Repository(lambda: sorted(files), files.get)
    fields = remote_fields(repo)
    assert {name: (w.path, w.line + 1, w.prop) for name, w in fields.items()} == {
        "contentHtml": ("src/federation.ts", 8, "content"),
        "cw": ("src/federation.ts", 8, "summary"),
        "displayName": ("src/federation.ts", 13, "name"),
        "title": ("src/federation.ts", 15, "name"),
        "owner": ("src/federation.ts", 21, "name"),
        "profileHtml": ("src/remote.js", 4, "summary"),
    }
