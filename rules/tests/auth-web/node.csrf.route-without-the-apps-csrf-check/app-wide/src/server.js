const express = require("express");
const cookieParser = require("cookie-parser");
const { verifyCsrfToken } = require("./csrf");
const notes = require("./routes/notes");

const app = express();
app.use(cookieParser());
app.use(verifyCsrfToken);
app.use("/api/notes", notes);
app.listen(3000);
