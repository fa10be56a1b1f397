-- Mistveil Stalker: A Forward can block Mistveil Stalker only if its controller pays 2 CP (FF-10.1.3.1.3).
return { block_cost({ gen = 2 }) }
