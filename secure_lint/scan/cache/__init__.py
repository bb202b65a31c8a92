"""The result cache: what each file's scan found, kept between scans."""
