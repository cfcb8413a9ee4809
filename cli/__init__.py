"""The ``admiralty`` command line: option parsing, output and exit codes over the library."""
