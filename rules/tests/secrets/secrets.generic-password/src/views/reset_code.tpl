<div class="card">
	{{{ if !valid }}}
	<div class="alert alert-danger">
		<!-- A translation call's message id (namespace:path.of.words), not a password. -->
		<!-- ok: secrets.generic-password -->
		<h5 class="mb-0">{{tx("reset_password:wrong-reset-code.title")}}</h5>
		<p>{{tx("reset_password:wrong-reset-code.message")}}</p>
	</div>
	{{{ end }}}
</div>
