import Koa from "koa";
import session from "koa-session";
import redisStore from "koa-redis";
import bodyParser from "koa-bodyparser";
import auth from "./auth";

const app = new Koa();
app.keys = [process.env.SESSION_KEY as string];
app.use(session({ key: "acme.sid", maxAge: 86_400_000, httpOnly: true, store: redisStore({}) }, app));
app.use(bodyParser());
app.use(auth.routes());
app.listen(3000);
