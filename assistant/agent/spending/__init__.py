"""What a run spends, and spending less: the budget, estimates before large reads, cached
summaries."""
