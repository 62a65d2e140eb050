"""Small widgets of general use."""
