import express from "express";
import { authenticate } from "./middlewares/authenticate";
import channels from "./routes/channels";

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(authenticate);
app.use("/api/channels", channels);
app.listen(3001);
