import Router from "@koa/router";
import { sendMail } from "../services/mail";

const router = new Router({ prefix: "/api/contact" });

// a public form: nobody is signed in to ride
// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/", async (ctx) => {
  await sendMail(ctx.request.body);
  ctx.status = 202;
});

export default router;
