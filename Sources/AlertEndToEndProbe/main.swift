// Replaced by the end-to-end probe.
print("probe")
