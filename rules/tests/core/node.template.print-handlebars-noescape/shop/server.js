const express = require('express');
const { engine } = require('express-handlebars');

const app = express();
app.engine('hbs', engine({ extname: '.hbs', compilerOptions: { noEscape: true } }));
app.set('view engine', 'hbs');

app.get('/products/:id', async (req, res) => {
  res.render('product', { product: await loadProduct(req.params.id) });
});

app.listen(3000);
