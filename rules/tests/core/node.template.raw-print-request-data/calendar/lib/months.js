const GREGORIAN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];
const HEBREW = ['Nisan', 'Iyyar', 'Sivan', 'Tamuz', 'Av', 'Elul', 'Tishrei', 'Cheshvan', 'Kislev', 'Tevet',
  'Sh\'vat', 'Adar'];

// the year's months as list items: built from a number and a boolean, never from the caller's text
function monthList(hebrew, year) {
  const names = hebrew ? HEBREW : GREGORIAN;
  return names.map((name, i) => `<li><a href="/holidays/${year}/${i + 1}">${name} ${year}</a></li>`).join('');
}

module.exports = { monthList };
