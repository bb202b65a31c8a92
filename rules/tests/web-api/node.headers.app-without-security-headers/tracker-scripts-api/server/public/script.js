(function () {
  var endpoint = document.currentScript.getAttribute("data-endpoint");
  navigator.sendBeacon(endpoint + "/track", JSON.stringify({ path: location.pathname }));
})();
