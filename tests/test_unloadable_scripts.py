"""A script none of whose relative imports (two at least) exists cannot be loaded, so it is not
built (repo/unloadable_scripts.py); one import of generated code among present ones, or an import
of a folder, a JSON file or a TypeScript file named `.js`, keeps a file loadable."""

from __future__ import annotations

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.unloadable_scripts import is_unloadable

STRAY_CONTROLLER = """\
import slugify from "slugify";
import BlogsModel from "../models/blog-model.js";
import { handleBase64Upload } from "./upload/uploadController.js";

export const createBlog = async (req, res) => {
  const blog = await BlogsModel.create({ ...req.body, slug: slugify(req.body.title) });
  res.status(201).json(blog);
};
"""
ROUTE = """\
import { prisma } from "../lib/db";
import { PrismaClient } from "./generated/client";
import config from "./config.json";
import { sendMail } from "./mail.js";
import * as handlers from "./handlers";

export default async function handler(req, res) {
  res.json(await prisma.user.findMany());
}
"""


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: list(files), files.get)


def test_a_copied_controller_whose_imports_are_all_missing_is_unloadable() -> None:
    files = {"package.json": "{}", "blogController.js": STRAY_CONTROLLER, "src/app/page.tsx": "export default 1;\n"}
    assert is_unloadable(_repo(files), "blogController.js")


def test_a_script_whose_imports_exist_is_loadable_though_one_names_generated_code() -> None:
    files = {
        "src/api/users.js": ROUTE,
        "src/lib/db.ts": "export const prisma = {};\n",
        "src/api/config.json": "{}",
        "src/api/mail.ts": "export function sendMail() {}\n",
        "src/api/handlers/index.ts": "export {};\n",
    }
    assert not is_unloadable(_repo(files), "src/api/users.js")


def test_one_missing_import_alone_or_a_file_that_is_no_script_decides_nothing() -> None:
    client = 'import { PrismaClient } from "./generated/client";\nexport const db = new PrismaClient();\n'
    one = {"src/client.ts": client}
    assert not is_unloadable(_repo(one), "src/client.ts")
    assert not is_unloadable(_repo({"views/page.ejs": STRAY_CONTROLLER}), "views/page.ejs")
