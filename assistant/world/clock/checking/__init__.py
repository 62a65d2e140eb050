"""The parts of the time checks: where a passage stands in the prose, the scenes as the
checks read them, the sides of a finding, and the checks across scenes."""
