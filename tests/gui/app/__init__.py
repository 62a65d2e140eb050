"""Tests of the application's start-up and shared services."""
