import { Article, Note, type Object as ASObject, lookupObject } from "@fedify/fedify";
import { eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";

import { db } from "../db";
import { accounts, posts } from "../schema";

export type ASPost = Note | Article;

// a post another server delivered (or one looked up by its IRI), stored as the app shows it
export async function persistPost(object: ASPost, accountId: string) {
  const values = {
    accountId,
    iri: object.id?.href,
    summary: object.summary?.toString(),
    contentHtml: object.content?.toString(),
    url: object.url?.href?.toString(),
  };
  await db.insert(posts).values(values).onConflictDoUpdate({ target: posts.iri, set: values });
}

export async function persistAccount(iri: string) {
  const actor = await lookupObject(iri);
  if (actor == null) return;
  await db.insert(accounts).values({
    iri,
    name: actor.name?.toString() ?? "",
    // the bio is sanitised on the way in: stored as safe HTML
    bioHtml: sanitizeHtml(actor.summary?.toString() ?? ""),
  });
}

// a local post's fields come from the app's own records, not from another server
export async function copyLocalPost(id: string, target: ASObject) {
  const post = await db.query.posts.findFirst({ where: eq(posts.id, id) });
  if (post == null || target.id == null) return;
  await db.update(posts).set({ excerpt: post.content }).where(eq(posts.iri, target.id.href));
}
