import Router from "@koa/router";
import { authMiddleware } from "../middleware/auth";
import { csrfProtection } from "../middleware/csrf";
import { transfer } from "../services/ledger";

// the whole router checks the token
const router = new Router({ prefix: "/api/transfers" });
router.use(authMiddleware, csrfProtection);

// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/", async (ctx) => {
  ctx.body = await transfer(ctx.state.user.id, ctx.request.body.to, ctx.request.body.amount);
});

export default router;
