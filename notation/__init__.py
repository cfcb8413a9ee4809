"""Notations: formats that read and write the referee's values (imports ``referee``)."""
