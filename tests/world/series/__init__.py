"""Tests of the series bible: facts valid from a point, and the series in a book."""
