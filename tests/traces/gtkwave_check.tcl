# Run by GTKWave itself (gtkwave -S this.tcl FILE.vcd FILE.gtkw) under Xvfb from
# test_gtkwave_loads.cpp: reports what GTKWave made of kncube's VCD and save file, one fact per
# line ("key values..."), into the file named by $KNCUBE_GTKWAVE_REPORT, then quits.
set report [open $::env(KNCUBE_GTKWAVE_REPORT) w]
puts $report "facs [gtkwave::getNumFacs]"
puts $report "traces [gtkwave::getTotalNumTraces]"
puts $report "visible [gtkwave::getVisibleNumTraces]"
puts $report "window [gtkwave::getWindowStartTime] [gtkwave::getWindowEndTime] [gtkwave::getWaveWidth]"
puts $report "marker [gtkwave::getMarker]"
puts $report "named_a [gtkwave::getNamedMarker A]"
puts $report "named_b [gtkwave::getNamedMarker B]"
# Traces translated by a filter file (flag bit 13) and the values they show at the primary marker.
set filtered 0
set values {}
for {set i 0} {$i < [gtkwave::getTotalNumTraces]} {incr i} {
    set flags [gtkwave::getTraceFlagsFromIndex $i]
    if {$flags ne "" && ($flags & 0x2000) != 0} {
        incr filtered
        lappend values [gtkwave::getTraceValueAtMarkerFromIndex $i]
    }
}
puts $report "filtered $filtered"
puts $report "values [lsort -unique $values]"
puts $report "end"
close $report
gtkwave::/File/Quit
