var app = angular.module('notes', ['ngSanitize']);

app.controller('NoteCtrl', function ($scope, $http, $sce, $sanitize) {
  $http.get('/api/notes/' + $scope.id).then(function (res) {
    // ruleid: js.angularjs.sce-trust-dynamic
    $scope.body = $sce.trustAsHtml(res.data.body);
    // ok: js.angularjs.sce-trust-dynamic
    $scope.summary = $sanitize(res.data.summary);
  });

  // ok: js.angularjs.sce-trust-dynamic
  $scope.footer = $sce.trustAsHtml('<small>Notes &copy; Acme</small>');

  $scope.preview = function (url) {
    // ruleid: js.angularjs.sce-trust-dynamic
    $scope.frameUrl = $sce.trustAs($sce.RESOURCE_URL, url);
  };
});
