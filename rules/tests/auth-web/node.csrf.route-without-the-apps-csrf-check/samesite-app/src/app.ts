import Koa from "koa";
import bodyParser from "koa-bodyparser";
import account from "./routes/account";
import transfers from "./routes/transfers";
import contact from "./routes/contact";

const app = new Koa();
app.use(bodyParser());
app.use(account.routes());
app.use(transfers.routes());
app.use(contact.routes());
app.listen(Number(process.env.PORT ?? 3000));
