angular.module('notes', []).config(function ($sceProvider) {
  // ruleid: js.angularjs.sce-disabled
  $sceProvider.enabled(false);
});

angular.module('admin', []).config(function ($sceProvider) {
  // ok: js.angularjs.sce-disabled
  $sceProvider.enabled(true);
});

angular.module('legacy', []).config([
  '$sceProvider',
  function (sce) {
    // ok: js.angularjs.sce-disabled
    sce.enabled(window.location.hostname === 'localhost' && false);
  },
]);

angular.module('reports', []).config([
  '$sceProvider',
  function ($sceProvider) {
    // ruleid: js.angularjs.sce-disabled
    $sceProvider.enabled(false);
  },
]);
