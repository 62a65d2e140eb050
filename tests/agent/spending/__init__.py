"""Tests of spending: budgets, estimates, summaries."""
