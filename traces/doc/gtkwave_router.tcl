# Scrolls the README screenshot (gtkwave_router.png) to the cycles where message 139 waits at router 11.
gtkwave::setWindowStartTime 95000
