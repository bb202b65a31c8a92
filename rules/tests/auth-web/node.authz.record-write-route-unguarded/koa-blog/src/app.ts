import Koa from "koa";
import bodyParser from "koa-bodyparser";
import authRouter from "./routes/auth";
import postsRouter from "./routes/posts";
import accountRouter from "./routes/account";
import devRouter from "./routes/dev";

const app = new Koa();
app.use(bodyParser());
app.use(authRouter.routes());
app.use(postsRouter.routes());
app.use(accountRouter.routes());
if (process.env.NODE_ENV === "development") {
  app.use(devRouter.routes());
}
app.listen(3000);
