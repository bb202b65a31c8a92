export default {
  async receipt(req, res) {
    const { memo } = req.query;
    res.type("text/html");
    // the handler declared HTML: the browser renders the memo as markup
    // ruleid: node.xss.send-request-data
    res.send(`<h1>Receipt</h1><p>${memo}</p>`);
  },
};
