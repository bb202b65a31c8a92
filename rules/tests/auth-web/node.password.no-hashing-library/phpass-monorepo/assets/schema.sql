CREATE TABLE `comment_users` (
  `id` int(11) unsigned NOT NULL AUTO_INCREMENT,
  `display_name` varchar(255) NOT NULL DEFAULT '',
  `email` varchar(255) NOT NULL DEFAULT '',
  -- ok: node.password.no-hashing-library
  `password` varchar(255) NOT NULL DEFAULT '',
  PRIMARY KEY (`id`)
);
